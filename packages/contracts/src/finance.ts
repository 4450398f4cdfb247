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
// Every amount is a decimal string ("1250.50"), stored as `numeric`; every day is YYYY-MM-DD in the user's time zone;
// every month YYYY-MM. "Main" figures are converted to the user's main currency at the rates of `ratesDate`.

export const CASH_ACCOUNT_KINDS = ['bank', 'cash', 'savings', 'broker', 'card'] as const;
export type CashAccountKind = (typeof CASH_ACCOUNT_KINDS)[number];
export const CASH_ACCOUNT_KIND_LABELS: Record<CashAccountKind, string> = {
  bank: 'Banco',
  cash: 'Efectivo',
  savings: 'Ahorro',
  broker: 'Bróker',
  card: 'Tarjeta',
};

/** Limits the service enforces (and the page mirrors). */
export const CASH_LIMITS = {
  nameMax: 60,
  descriptionMax: 200,
  /** Largest amount a single record may hold (numeric(18, 2)). */
  amountMax: '9999999999999.99',
  accountsMax: 50,
  categoriesMax: 100,
  goalsMax: 50,
  recurringMax: 100,
  /** A CSV file's text (about 2 MB) and its data rows. */
  importCharsMax: 2_000_000,
  importRowsMax: 10_000,
  pageMax: 200,
} as const;

/** `GET /api/finance/settings`, `PUT /api/finance/settings` { mainCurrency?, affordableLoss? }. */
export interface CashSettings {
  mainCurrency: string;
  /** What the user says they can afford to lose trading, in the main currency (null until set). */
  affordableLoss: string | null;
  /** The IANA zone recurring transactions post in (the profile's; UTC until the browser's is saved). */
  timeZone: string;
  /** Currencies an account may use: those the rate table converts. */
  currencies: string[];
}

/** `GET /api/finance/accounts[?archived=true]` (the archived ones too), `POST` { name, kind, currency,
 * openingBalance? }, `PATCH /{id}` { name?, kind?, currency? (409 once it has transactions), openingBalance?,
 * archived? }, `DELETE /{id}` (409 while it has transactions: archive it). */
export interface CashAccount {
  id: string;
  name: string;
  kind: CashAccountKind;
  currency: string;
  openingBalance: string;
  balance: string;
  /** The balance in the user's main currency, at the rates' date (null when no rate converts it). */
  balanceMain: string | null;
  archived: boolean;
  transactionCount: number;
  createdAt: string;
}

export type TransactionKind = 'income' | 'expense' | 'transfer';

/** `GET /api/finance/categories`, `POST` { name, kind }, `PATCH /{id}` { name?, hidden? }, `DELETE /{id}` (own only). */
export interface CashCategory {
  id: string;
  name: string;
  kind: 'income' | 'expense';
  /** A default category (cannot be renamed or deleted, can be hidden) or the user's own. */
  builtIn: boolean;
  hidden: boolean;
}

/**
 * `GET /api/finance/transactions?accountId&categoryId&kind&from&to&q&cursor&limit` → CashTransactionPage (newest
 * first); `POST` { accountId, kind, amount, date, description, categoryId?, transferAccountId?, transferAmount? };
 * `PATCH /{id}`; `DELETE /{id}`. `description` may be left out (empty). `GET /api/finance/transactions/export` with
 * the list's filters (no paging) → text/csv.
 */
export interface CashTransaction {
  id: string;
  accountId: string;
  kind: TransactionKind;
  /** Positive; the kind says the direction (a transfer leaves `accountId`). */
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

export interface CashTransactionPage {
  items: CashTransaction[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** `GET /api/finance/budgets?month=YYYY-MM` → BudgetMonth; `PUT /api/finance/budgets` { categoryId, month, amount }
 * → Budget; `DELETE /api/finance/budgets/{id}`; `POST /api/finance/budgets/copy` { from, to } → BudgetMonth. */
export interface Budget {
  id: string;
  categoryId: string;
  categoryName: string;
  /** YYYY-MM. */
  month: string;
  amount: string;
  /** The month's expenses in the category, in the main currency. */
  spent: string;
  remaining: string;
  /** spent / amount × 100, two decimals (may pass 100). */
  progressPct: string;
  currency: string;
  overBudget: boolean;
}

export interface BudgetMonth {
  month: string;
  currency: string;
  ratesDate: string;
  budgeted: string;
  spent: string;
  items: Budget[];
  /** Expense categories with spending this month and no budget. */
  unbudgeted: { categoryId: string; categoryName: string; spent: string }[];
}

/** `GET /api/finance/goals`, `POST` { name, target, currency, targetDate, accountId?, saved? }, `PATCH /{id}`,
 * `DELETE /{id}`, `POST /{id}/contributions` { amount } (negative to take money out). */
export interface SavingsGoal {
  id: string;
  name: string;
  target: string;
  currency: string;
  /** YYYY-MM-DD. */
  targetDate: string;
  /** Saved so far: the linked account's balance (converted), or the contributions recorded. */
  saved: string;
  /** What must be saved each month from this month on to reach it on time (0 once reached). */
  monthlyNeeded: string;
  /** Whole months left including this one (0 when the date has passed). */
  monthsLeft: number;
  progressPct: string;
  reached: boolean;
  accountId: string | null;
  createdAt: string;
}

export type RecurrenceFrequency = 'monthly' | 'weekly' | 'yearly';
export const RECURRENCE_FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  monthly: 'Mensual',
  weekly: 'Semanal',
  yearly: 'Anual',
};

/** `GET /api/finance/recurring`, `POST` { accountId, kind, amount, description, categoryId?, frequency, day,
 * startDate? }, `PATCH /{id}` (also { active }), `DELETE /{id}` (posted transactions stay). */
export interface RecurringTransaction {
  id: string;
  accountId: string;
  kind: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  categoryId: string | null;
  frequency: RecurrenceFrequency;
  /** Day of the month ("1"–"31", the last day when the month is shorter), of the week ("1" Monday – "7"), or "MM-DD". */
  day: string;
  /** The next day it posts on (the user's local day). */
  nextDate: string;
  active: boolean;
  lastPostedDate: string | null;
  createdAt: string;
}

/** `GET /api/finance/recurring/upcoming?days=30`: what will post, day by day. */
export interface UpcomingPosting {
  recurringId: string;
  date: string;
  description: string;
  kind: 'income' | 'expense';
  amount: string;
  currency: string;
  accountId: string;
}

export const IMPORT_DATE_FORMATS = [
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

/** How the columns of a bank's CSV are read. Columns are 0-based indexes. */
export interface ImportMapping {
  delimiter: ',' | ';' | '\t';
  hasHeader: boolean;
  dateColumn: number;
  dateFormat: ImportDateFormat;
  descriptionColumn: number;
  /** One signed amount column (negative = expense)... */
  amountColumn: number | null;
  /** ...or a debit column and a credit column (both positive). */
  debitColumn: number | null;
  creditColumn: number | null;
  decimalSeparator: ',' | '.';
}

export interface ImportPreviewRow {
  /** 1-based line in the file. */
  line: number;
  date: string | null;
  description: string;
  /** Signed: negative is an expense. */
  amount: string | null;
  kind: 'income' | 'expense' | null;
  /** Already in the account (the same day, amount and description), or repeated in the file beyond what the
   * account holds. */
  duplicate: boolean;
  /** Why the row cannot be imported (Spanish), or null. */
  error: string | null;
  /** The category the last transaction with this description had, if any. */
  categoryId: string | null;
}

/** `POST /api/finance/imports/preview` { accountId, content, mapping? } → the file as it would import (the mapping
 * guessed when absent): `sample` is the first 10 raw rows, `rows` the first 500 read, `counts` the whole file
 * (`valid` = total − duplicates − errors). */
export interface ImportPreview {
  mapping: ImportMapping;
  headers: string[];
  /** The first raw rows, as split. */
  sample: string[][];
  rows: ImportPreviewRow[];
  counts: { total: number; valid: number; duplicates: number; errors: number };
}

/** `POST /api/finance/imports` { accountId, fileName, content, mapping } → CashImport; `GET /api/finance/imports`;
 * `DELETE /api/finance/imports/{id}` removes the transactions it added. */
export interface CashImport {
  id: string;
  accountId: string;
  fileName: string;
  imported: number;
  duplicates: number;
  errors: number;
  createdAt: string;
}

/** `GET /api/finance/reports/monthly?months=12`: income, expenses and the journal's trading result per month. */
export interface MonthlyReport {
  mainCurrency: string;
  ratesDate: string;
  months: {
    month: string;
    income: string;
    expense: string;
    /** The journal's realised result of the month (all its currencies, converted); "0.00" when none. */
    trading: string;
    /** income − expense + trading. */
    net: string;
    /** Net worth at the month's end. */
    netWorth: string;
  }[];
}

/** `GET /api/finance/reports/categories?from=YYYY-MM&to=YYYY-MM`: expenses by category in the main currency. */
export interface CategoryReport {
  mainCurrency: string;
  ratesDate: string;
  from: string;
  to: string;
  total: string;
  items: { categoryId: string | null; name: string; amount: string; sharePct: string }[];
}

/** `GET /api/finance/risk-capital`: broker money against what the user can afford to lose. */
export interface RiskCapital {
  mainCurrency: string;
  netWorth: string;
  brokerBalance: string;
  brokerSharePct: string;
  /** The amount the user says they can afford to lose (null until set). */
  affordableLoss: string | null;
  /** Broker money above what they can afford to lose (0 when within). */
  exposedAbove: string;
  /** The journal's realised trading result this month and in the last 12 months. */
  tradingThisMonth: string;
  tradingLast12Months: string;
  ratesDate: string;
}

/** `GET /api/finance/summary`: the overview in one call. */
export interface CashSummary {
  settings: CashSettings;
  ratesDate: string;
  netWorth: string;
  /** This month (the user's local month). */
  month: string;
  income: string;
  expense: string;
  accounts: CashAccount[];
  riskCapital: RiskCapital;
  /** The next 8 postings within 30 days. */
  upcoming: UpcomingPosting[];
  overBudget: Budget[];
}
