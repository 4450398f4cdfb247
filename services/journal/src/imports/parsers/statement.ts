/**
 * What every statement parser returns: the file's trades, account movements and what it skipped, as the file
 * says them. Money, prices and volumes are decimal strings ("1234.56", "-0.5"), never floats; times are the
 * statement's own wall-clock times ("YYYY-MM-DD HH:mm:ss", with ".SSS" when the file has milliseconds), in the zone
 * named by `timeZone` (null: broker server time, unknown; the user confirms the zone in the preview).
 * Parsers hold no user-facing text: problems are codes (`StatementError`), mapped to Spanish by the service.
 */

export type DecimalString = string;

export type StatementFormat =
  | 'mt4-html'
  | 'mt5-html'
  | 'mt5-xlsx'
  | 'ctrader-html'
  | 'ibkr-xml'
  | 'tdameritrade-csv'
  | 'csv';

/** One closing of a position (a partial close, or the whole close when there is only one). */
export interface ParsedClose {
  ticket: string | null;
  time: string;
  volume: DecimalString;
  price: DecimalString;
  commission: DecimalString;
  swap: DecimalString;
  taxes: DecimalString;
  profit: DecimalString;
}

/** A closed position: one trade in the journal, whatever number of deals or partial closes made it. */
export interface ParsedTrade {
  /** The broker's ticket or position id; null where the format has none (cTrader's history, some CSVs). */
  ticket: string | null;
  /** As printed (`eurusd.`, `GOLD_`); normalised later against the instrument table. */
  symbol: string;
  side: 'buy' | 'sell';
  /** Null where the format does not say (cTrader's history). */
  openTime: string | null;
  closeTime: string;
  /** Lots opened (the sum of the closes for a position closed in parts). */
  volume: DecimalString;
  openPrice: DecimalString | null;
  /** The volume-weighted close price when closed in parts. */
  closePrice: DecimalString;
  stopLoss: DecimalString | null;
  takeProfit: DecimalString | null;
  commission: DecimalString;
  swap: DecimalString;
  taxes: DecimalString;
  /** Gross profit as the statement prints it (the sum over the parts). */
  profit: DecimalString;
  /** For formats that only print a net figure (cTrader): the net; otherwise null (net = profit + costs). */
  net: DecimalString | null;
  comment: string | null;
  /** Partial closes, oldest first; absent when the position closed at once. */
  closes?: ParsedClose[];
}

export type MovementKind = 'deposit' | 'withdrawal' | 'credit' | 'financing' | 'interest' | 'adjustment';

/** Money in or out of the account that is not a trade (balance, credit, financing, interest rows). */
export interface ParsedMovement {
  kind: MovementKind;
  ticket: string | null;
  time: string;
  amount: DecimalString;
  comment: string | null;
  /** A trading result the statement books as a row of its own (Alpari's "Summary trade result" pseudo-trades): in
   * the statement's closed P/L, but not a position. */
  tradingResult?: boolean;
}

/** Why rows were left out: never silently. */
export type SkipReason =
  | 'cancelled-order'
  | 'working-order'
  | 'open-position'
  | 'summary-row'
  | 'unreadable-row';

export interface SkippedRows {
  reason: SkipReason;
  count: number;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The language of the labels ('en', 'es'), when it matters to the reader. */
  language: 'en' | 'es' | null;
  account: {
    number: string | null;
    name: string | null;
    currency: string | null;
    broker: string | null;
    /** MT5: hedging or netting; null when the file does not say. */
    hedging: boolean | null;
  };
  generatedAt: string | null;
  /** The zone the times are in when the file says it ('UTC' for cTrader's "UTC+0"); null for server time. */
  timeZone: string | null;
  trades: ParsedTrade[];
  movements: ParsedMovement[];
  skipped: SkippedRows[];
  /** What the file itself states, to compare with what was read (a mismatch is a warning, never trusted over rows). */
  stated: { netProfit: DecimalString | null; totalTrades: number | null };
}

export type StatementErrorCode =
  | 'empty'
  | 'not-a-statement'
  | 'unknown-format'
  | 'truncated'
  | 'unreadable-encoding'
  | 'no-trades-section'
  | 'bad-mapping'
  /** Reading it would take more memory than a statement may (the reader's worker ran out of heap). */
  | 'too-large';

export class StatementError extends Error {
  constructor(
    readonly code: StatementErrorCode,
    /** A short technical detail for logs (a row number, a missing column), never shown as is. */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'StatementError';
  }
}
