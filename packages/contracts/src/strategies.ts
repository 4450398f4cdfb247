import type { EquityPoint, StatsGroup, StatsSummary } from './journal-stats';

/**
 * The strategies service's API (`/api/strategies*`, bearer token only) and the journal's side of it (a trade's
 * strategy and the rules it followed, per-rule figures, the trades test). Percentages and ratios travel as decimal
 * strings ("1.5"), as money does.
 */

export const STRATEGY_STYLES = ['scalping', 'intradia', 'swing', 'posicion'] as const;
export type StrategyStyle = (typeof STRATEGY_STYLES)[number];
export const STRATEGY_STYLE_LABELS: Record<StrategyStyle, string> = {
  scalping: 'Scalping',
  intradia: 'Intradía',
  swing: 'Swing',
  posicion: 'Posición',
};

export const STRATEGY_STATUSES = ['activa', 'en-prueba', 'retirada'] as const;
export type StrategyStatus = (typeof STRATEGY_STATUSES)[number];
export const STRATEGY_STATUS_LABELS: Record<StrategyStatus, string> = {
  activa: 'Activa',
  'en-prueba': 'En prueba',
  retirada: 'Retirada',
};

export const TIME_FRAMES = ['M1', 'M5', 'M15', 'M30', 'H1', 'H4', 'D1', 'W1', 'MN'] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];

/** The market sessions a strategy trades in (the journal's session keys: each city's own time, with DST). */
export const STRATEGY_SESSIONS = ['tokio', 'londres', 'nueva-york'] as const;
export type StrategySession = (typeof STRATEGY_SESSIONS)[number];
export const STRATEGY_SESSION_LABELS: Record<StrategySession, string> = {
  tokio: 'Tokio',
  londres: 'Londres',
  'nueva-york': 'Nueva York',
};

export type StrategyRuleKind = 'entry' | 'exit';

/** An entry or exit rule, or a checklist item. The id stays across edits, so its figures survive a rewording. */
export interface StrategyRule {
  id: string;
  text: string;
}

/** A rule as sent: without `id` it is new (the server gives it one); with one, it keeps that rule's history. */
export interface StrategyRuleInput {
  id?: string;
  text: string;
}

/** Risk rules; null when the strategy sets no limit. */
export interface StrategyRisk {
  /** Maximum risk per trade, % of the account's balance ("1" = 1 %). */
  maxRiskPercent: string | null;
  /** Maximum loss in one day, % of the account's balance. */
  maxDailyLossPercent: string | null;
  /** Minimum reward-to-risk ("2" = 2:1). */
  minRewardRisk: string | null;
  maxOpenTrades: number | null;
}

export interface Strategy {
  id: string;
  name: string;
  /** Markdown, shown sanitised. */
  description: string;
  /** Normalised symbols ("EURUSD", "XAUUSD"). */
  instruments: string[];
  timeFrames: TimeFrame[];
  sessions: StrategySession[];
  style: StrategyStyle;
  entryRules: StrategyRule[];
  exitRules: StrategyRule[];
  risk: StrategyRisk;
  checklist: StrategyRule[];
  status: StrategyStatus;
  /** Example charts: URLs of the service's own re-encoded images. */
  screenshots: StrategyScreenshot[];
  tags: string[];
  /** Raised by every edit that changes the strategy; each one is kept (GET /api/strategies/{id}/versions). */
  version: number;
  /** The template it started from, if any. */
  templateId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StrategyScreenshot {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** POST /api/strategies (PATCH takes any subset). With `templateId`, what is not sent comes from the template. */
export interface StrategyInput {
  name: string;
  description?: string;
  instruments?: string[];
  timeFrames?: TimeFrame[];
  sessions?: StrategySession[];
  style?: StrategyStyle;
  entryRules?: StrategyRuleInput[];
  exitRules?: StrategyRuleInput[];
  risk?: Partial<StrategyRisk>;
  checklist?: StrategyRuleInput[];
  status?: StrategyStatus;
  tags?: string[];
  templateId?: string;
}

/** One kept version: the strategy as it was from `createdAt`, and what changed against the one before. */
export interface StrategyVersion {
  version: number;
  createdAt: string;
  /** Spanish phrases ("Reglas de entrada", "Riesgo por operación"); empty for the first version. */
  changes: string[];
  strategy: Omit<Strategy, 'screenshots' | 'version' | 'createdAt' | 'updatedAt'>;
}

/** GET /api/strategies/templates: a starting point, with honest notes on when it fails. */
export interface StrategyTemplate {
  id: string;
  name: string;
  summary: string;
  /** When it stops working (markets, news, regimes), in plain Spanish. */
  failsWhen: string[];
  strategy: Omit<StrategyInput, 'templateId'>;
}

/**
 * The journal's copy of a strategy (fed by domain events; the journal never reads the strategies schema): what a
 * trade can be assigned to, and what the trades test checks a plan against.
 */
export interface JournalStrategy {
  id: string;
  name: string;
  status: StrategyStatus;
  version: number;
  /** Deleted in the strategies service: its trades keep it, by name. */
  deleted: boolean;
  rules: (StrategyRule & { kind: StrategyRuleKind })[];
  checklist: StrategyRule[];
  risk: StrategyRisk;
  sessions: StrategySession[];
  instruments: string[];
}

/** Per rule: the trades of the strategy that followed it against those that broke it. */
export interface RuleFigures {
  rule: StrategyRule & { kind: StrategyRuleKind };
  followed: RuleSide;
  broken: RuleSide;
}

export interface RuleSide {
  trades: number;
  smallSample: boolean;
  net: string;
  winRate: number | null;
  expectancy: string | null;
  expectancyR: string | null;
  rTrades: number;
}

/** GET /api/journal/strategies/{id}/stats: EdgePilot's figures for the strategy's trades, and per rule. */
export interface StrategyStats {
  strategy: JournalStrategy;
  summary: StatsSummary;
  equity: EquityPoint[];
  rules: RuleFigures[];
  /** The same figures by the version the trades were assigned under, oldest first: did an edit help? */
  versions: StatsGroup[];
}

/** POST /api/journal/plan-tests: a trade planned, before it is placed. */
export interface PlanTestInput {
  accountId: string;
  symbol: string;
  side: 'buy' | 'sell';
  entryPrice: string;
  stopLoss: string;
  takeProfit?: string | null;
  /** Lots. */
  volume: string;
  strategyId?: string | null;
  /** Checklist item ids the trader ticked. */
  checked?: string[];
  /** Quote currency → account currency when it is neither the account's currency nor the pair's base. */
  conversionRate?: string;
}

export interface PlanCheck {
  id:
    | 'risk'
    | 'reward-risk'
    | 'daily-loss'
    | 'open-trades'
    | 'checklist'
    | 'session'
    | 'instrument'
    | 'stop-side'
    | 'status';
  passed: boolean;
  /** Spanish, with the figures: "Arriesgas 2,5 % de la cuenta; la estrategia permite 1 %". */
  text: string;
}

export interface PlanTestResult {
  /** "cumple" when every check passes. */
  verdict: 'cumple' | 'no cumple';
  riskMoney: string;
  riskPercent: string;
  rewardMoney: string | null;
  rewardRisk: string | null;
  stopPips: string;
  /** Lots the strategy's risk per trade allows at this stop (FinanceHub's position-size arithmetic); null without one. */
  allowedVolume: string | null;
  balance: string;
  currency: string;
  /** Trades of the account that are still open (none: the journal keeps closed trades), and today's loss. */
  openTrades: number;
  todayLoss: string;
  checks: PlanCheck[];
}

export const WHAT_IF_RULES = ['after-two-losses', 'london-only', 'fixed-stop'] as const;
export type WhatIfRule = (typeof WHAT_IF_RULES)[number];

/** GET /api/journal/what-if?rule=…: the history with and without a rule applied. */
export interface WhatIfResult {
  rule: WhatIfRule;
  /** What the rule does, and what it could not apply (a fixed stop needs entry prices and the instrument). */
  explanation: string;
  pips: number | null;
  before: StatsSummary;
  after: StatsSummary;
  removed: number;
  /** Trades whose result the rule changed (a fixed stop that would have been hit). */
  changed: number;
  /** Trades the rule could not judge (no entry price, unknown instrument) and left as they were. */
  unknown: number;
  equityBefore: EquityPoint[];
  equityAfter: EquityPoint[];
}
