/**
 * The journal service's API (`/api/journal/*`). Money and prices travel as decimal strings ("1234.56") so nothing
 * is rounded through a float; times are ISO instants in UTC, shown in the user's zone.
 */

export type AccountKind = 'demo' | 'real';

export interface TradingAccount {
  id: string;
  name: string;
  broker: string;
  /** ISO 4217 code ("USD", "EUR", "MXN", "JPY"). */
  currency: string;
  initialBalance: string;
  kind: AccountKind;
  tradeCount: number;
  createdAt: string;
}

export interface CreateAccountRequest {
  name: string;
  broker?: string;
  currency: string;
  initialBalance: string;
  kind: AccountKind;
}

export type UpdateAccountRequest = Partial<CreateAccountRequest>;

export type TradeSide = 'buy' | 'sell';
export type TradeOutcome = 'win' | 'loss' | 'breakeven';
export type TradeSource = 'manual' | 'import';

export const EMOTIONS = [
  'tranquilo',
  'confiado',
  'ansioso',
  'con miedo',
  'eufórico',
  'frustrado',
  'impaciente',
  'cansado',
] as const;
export type Emotion = (typeof EMOTIONS)[number];

export interface Trade {
  id: string;
  accountId: string;
  /** Normalised ("EURUSD", "XAUUSD"); `rawSymbol` is what the broker printed. */
  symbol: string;
  rawSymbol: string;
  side: TradeSide;
  openTime: string | null;
  closeTime: string;
  entryPrice: string | null;
  exitPrice: string;
  /** Lots. */
  volume: string;
  stopLoss: string | null;
  takeProfit: string | null;
  commission: string;
  swap: string;
  taxes: string;
  /** Gross, as the statement prints it. */
  profit: string;
  /** profit + commission + swap + taxes, in the account's currency. */
  net: string;
  outcome: TradeOutcome;
  /** Signed: positive in the trade's favour. Null when the instrument or the entry price is unknown. */
  pips: string | null;
  /** Net over the money at risk at the initial stop; null without a stop. */
  rMultiple: string | null;
  strategyId: string | null;
  /** The strategy's name as the journal knows it (kept when the strategy is deleted). */
  strategyName: string | null;
  /** The strategy's version when the trade was assigned to it. */
  strategyVersion: number | null;
  /**
   * Ids of the strategy's entry and exit rules this trade followed; the others were broken. Null until the trader
   * reviews the rules (then the trade is left out of the per-rule figures).
   */
  followedRules: string[] | null;
  tags: string[];
  notes: string;
  emotionBefore: Emotion | null;
  emotionAfter: Emotion | null;
  source: TradeSource;
  importId: string | null;
  /** The broker's ticket or position id, for imported trades. */
  ticket: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/journal/trades (and PATCH with any subset). Net, pips and R are computed on the server. */
export interface TradeInput {
  accountId: string;
  symbol: string;
  side: TradeSide;
  openTime?: string | null;
  closeTime: string;
  entryPrice?: string | null;
  exitPrice: string;
  volume: string;
  stopLoss?: string | null;
  takeProfit?: string | null;
  commission?: string;
  swap?: string;
  taxes?: string;
  /** Gross profit; computed from prices and size when omitted (the quote → account rate may be needed). */
  profit?: string;
  /** Quote currency → account currency, for a cross whose quote is neither the account's currency nor its base. */
  conversionRate?: string;
  tags?: string[];
  notes?: string;
  emotionBefore?: Emotion | null;
  emotionAfter?: Emotion | null;
  strategyId?: string | null;
  followedRules?: string[] | null;
}

export type TradeSortField = 'closeTime' | 'net' | 'symbol' | 'volume' | 'pips' | 'rMultiple';

export interface TradeTotals {
  count: number;
  wins: number;
  losses: number;
  breakevens: number;
  net: string;
  commission: string;
  swap: string;
  pips: string;
}

/** GET /api/journal/trades: one page, the cursor for the next, and the totals of everything the filters match. */
export interface TradePage {
  items: Trade[];
  nextCursor: string | null;
  totals: TradeTotals;
}

export interface DailyResult {
  /** YYYY-MM-DD in the user's zone. */
  date: string;
  net: string;
  trades: number;
}

export type ImportFormat =
  | 'mt4-html'
  | 'mt5-html'
  | 'mt5-xlsx'
  | 'ctrader-html'
  | 'ibkr-xml'
  | 'tdameritrade-csv'
  | 'csv';

export interface ImportSkip {
  reason: string;
  count: number;
  /** In Spanish: why these rows are not trades. */
  message: string;
}

/** POST /api/journal/imports (preview or import) and the import history's rows. */
export interface ImportSummary {
  id: string | null;
  preview: boolean;
  format: ImportFormat;
  fileName: string;
  accountId: string;
  /** The zone the statement's times were read in. */
  timeZone: string;
  /** The zone the file itself names, when it does (cTrader's UTC); null for broker server time. */
  fileTimeZone: string | null;
  found: number;
  imported: number;
  duplicates: number;
  skipped: ImportSkip[];
  movements: { kind: string; count: number; total: string }[];
  net: string;
  periodStart: string | null;
  periodEnd: string | null;
  /** Account currency the file states, when it differs from the account's. */
  currencyMismatch: string | null;
  /** What the file states itself, and whether the rows agree with it. */
  stated: { netProfit: string | null; totalTrades: number | null };
  warnings: string[];
  createdAt: string | null;
  undoneAt: string | null;
}
