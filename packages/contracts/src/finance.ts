/**
 * The finance service's API (`/api/finance/*`): FinanceHub's calculators (the same arithmetic the page runs as the
 * user types, from `forex-math`) and CashCrafter's personal finance. Money, prices and rates travel as decimal
 * strings; percentages as decimal strings of percent ("2" = 2 %).
 */

/** Account currencies every calculator and CashCrafter support (more may be converted if the rates have them). */
export const FINANCE_CURRENCIES = ['USD', 'EUR', 'MXN', 'COP', 'ARS', 'CLP', 'PEN', 'GBP'] as const;

export const CALCULATORS = [
  'pip-value',
  'position-size',
  'margin',
  'profit-loss',
  'risk-reward',
  'expectancy',
  'kelly',
  'drawdown-recovery',
  'compound-growth',
  'swap',
  'convert',
] as const;
export type CalculatorName = (typeof CALCULATORS)[number];

/** Pair → price ("EURUSD": "1.0850"); when a request has none, the service's current rates. */
export type RateTable = Record<string, string>;

/** Fields several calculators share. */
export interface InstrumentFields {
  /** "EURUSD", "USDJPY", "XAUUSD" (normalised as the journal does). */
  pair: string;
  /** The pair's price (for base = account conversion, margin and the notional). */
  price?: string;
  accountCurrency: string;
  rates?: RateTable;
  /** Defaults: 0.0001; 0.01 for JPY-quoted pairs; gold 0.10 (the page says which). */
  pipSize?: string;
  /** Defaults: 100,000 units; gold 100 oz. */
  contractSize?: string;
  /** Default 0.01. */
  lotStep?: string;
  /** Default 0.01. */
  minLot?: string;
}

export interface PipValueRequest extends InstrumentFields {
  lots: string;
}
export interface PipValueResult {
  pipValue: string;
  currency: string;
  pipValueQuote: string;
  quoteCurrency: string;
  perLot: { standard: string; mini: string; micro: string };
  pipSize: string;
}

export interface PositionSizeRequest extends InstrumentFields {
  balance: string;
  riskPercent: string;
  stopLossPips: string;
}
export interface PositionSizeResult {
  riskAmount: string;
  pipValuePerLot: string;
  rawLots: string;
  /** Rounded DOWN to the lot step; 0 when below the minimum lot (see belowMinLot). */
  lots: string;
  units: string;
  actualRisk: string;
  belowMinLot: boolean;
  currency: string;
}

export interface MarginRequest extends InstrumentFields {
  lots: string;
  /** "1:30". */
  leverage: string;
}
export interface MarginResult {
  marginRequired: string;
  currency: string;
  notionalAccount: string;
}

export interface ProfitLossRequest extends InstrumentFields {
  lots: string;
  side: 'long' | 'short';
  openPrice: string;
  closePrice: string;
}
export interface ProfitLossResult {
  pips: string;
  profit: string;
  currency: string;
  profitQuote: string;
  quoteCurrency: string;
}

export interface RiskRewardRequest {
  pair: string;
  side: 'long' | 'short';
  entry: string;
  stopLoss: string;
  takeProfit: string;
  pipSize?: string;
}
export interface RiskRewardResult {
  riskPips: string;
  rewardPips: string;
  rewardToRisk: string;
  breakEvenWinRatePct: string;
}

export interface ExpectancyRequest {
  winRatePct: string;
  avgWin: string;
  avgLoss: string;
}
export interface ExpectancyResult {
  expectancy: string;
  expectancyR: string;
}

export interface KellyRequest {
  winRatePct: string;
  winLossRatio: string;
}
export interface KellyResult {
  kellyPct: string;
  halfKellyPct: string;
  /** 0 when Kelly is negative ("no operar"). */
  recommendedPct: string;
}

export interface DrawdownRecoveryRequest {
  drawdownPct?: string;
  peak?: string;
  trough?: string;
}
export interface DrawdownRecoveryResult {
  drawdownPct: string;
  recoveryGainPct: string;
}

export interface CompoundGrowthRequest {
  initial: string;
  annualNominalRatePct: string;
  /** Months. */
  periods: number;
  monthlyContribution: string;
  contributionTiming: 'start' | 'end';
}
export interface CompoundGrowthResult {
  futureValue: string;
  totalContributed: string;
  growth: string;
}

export interface SwapRequest extends InstrumentFields {
  lots: string;
  swapPoints: string;
  nights: number;
  /** Size of a swap point; default a tenth of a pip. */
  point?: string;
}
export interface SwapResult {
  swapPerLotPerNight: string;
  swapTotal: string;
  currency: string;
}

export interface ConvertRequest {
  amount: string;
  from: string;
  to: string;
  rates?: RateTable;
}
export interface ConvertResult {
  result: string;
  rate: string;
}

/** Every calculator answer also says which rates it used and their date (the snapshot's, or "given"). */
export interface CalculatorMeta {
  ratesDate: string | null;
  ratesSource: 'snapshot' | 'admin' | 'provider' | 'request';
}

export interface CalculatorIO {
  'pip-value': [PipValueRequest, PipValueResult];
  'position-size': [PositionSizeRequest, PositionSizeResult];
  margin: [MarginRequest, MarginResult];
  'profit-loss': [ProfitLossRequest, ProfitLossResult];
  'risk-reward': [RiskRewardRequest, RiskRewardResult];
  expectancy: [ExpectancyRequest, ExpectancyResult];
  kelly: [KellyRequest, KellyResult];
  'drawdown-recovery': [DrawdownRecoveryRequest, DrawdownRecoveryResult];
  'compound-growth': [CompoundGrowthRequest, CompoundGrowthResult];
  swap: [SwapRequest, SwapResult];
  convert: [ConvertRequest, ConvertResult];
}

/** `GET /api/finance/rates`: the current table (against USD and crosses), its date and where it came from. */
export interface RatesSnapshot {
  date: string;
  source: 'snapshot' | 'admin' | 'provider';
  base: 'USD';
  /** Pair → price, e.g. "EURUSD": "1.0850", "USDMXN": "18.20". */
  rates: RateTable;
  updatedAt: string;
}

// ── CashCrafter ───────────────────────────────────────────────────────────────────────────────────────────────

export const CASH_ACCOUNT_KINDS = ['bank', 'cash', 'savings', 'broker', 'card'] as const;
export type CashAccountKind = (typeof CASH_ACCOUNT_KINDS)[number];
export const CASH_ACCOUNT_KIND_LABELS: Record<CashAccountKind, string> = {
  bank: 'Banco',
  cash: 'Efectivo',
  savings: 'Ahorro',
  broker: 'Bróker',
  card: 'Tarjeta',
};

export interface CashAccount {
  id: string;
  name: string;
  kind: CashAccountKind;
  currency: string;
  openingBalance: string;
  balance: string;
  /** The balance in the user's main currency, at the rates' date. */
  balanceMain: string | null;
  archived: boolean;
  createdAt: string;
}

export type TransactionKind = 'income' | 'expense' | 'transfer';

export interface CashCategory {
  id: string;
  name: string;
  kind: 'income' | 'expense';
  /** A default category (cannot be deleted, can be hidden) or the user's own. */
  builtIn: boolean;
}

export interface CashTransaction {
  id: string;
  accountId: string;
  kind: TransactionKind;
  /** Positive; the kind says the direction. */
  amount: string;
  currency: string;
  /** YYYY-MM-DD, the user's local day. */
  date: string;
  description: string;
  categoryId: string | null;
  /** For transfers: the other account and the amount that arrived there (another currency possible). */
  transferAccountId: string | null;
  transferAmount: string | null;
  recurringId: string | null;
  importId: string | null;
  createdAt: string;
}

export interface Budget {
  id: string;
  categoryId: string;
  /** YYYY-MM. */
  month: string;
  amount: string;
  spent: string;
  currency: string;
  overBudget: boolean;
}

export interface SavingsGoal {
  id: string;
  name: string;
  target: string;
  currency: string;
  /** YYYY-MM-DD. */
  targetDate: string;
  saved: string;
  /** What must be saved each month from now to reach it on time. */
  monthlyNeeded: string;
  progressPct: string;
  accountId: string | null;
}

export type RecurrenceFrequency = 'monthly' | 'weekly' | 'yearly';

export interface RecurringTransaction {
  id: string;
  accountId: string;
  kind: 'income' | 'expense';
  amount: string;
  description: string;
  categoryId: string | null;
  frequency: RecurrenceFrequency;
  /** Day of the month (1–31, the last day when the month is shorter), of the week (1–7), or MM-DD. */
  day: string;
  nextDate: string;
  active: boolean;
}

/** The "capital de riesgo" view: broker money against what the user can afford to lose. */
export interface RiskCapital {
  mainCurrency: string;
  netWorth: string;
  brokerBalance: string;
  brokerSharePct: string;
  /** The amount the user says they can afford to lose (null until set). */
  affordableLoss: string | null;
  /** Broker money above what they can afford to lose (0 when within). */
  exposedAbove: string;
  ratesDate: string;
}
