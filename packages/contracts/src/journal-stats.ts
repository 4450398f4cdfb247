/**
 * EdgePilot: the journal's figures (`GET /api/journal/stats`), comparisons (`GET /api/journal/stats/compare`),
 * insights, and the daily reflection (`/api/journal/reflections`). Money is a decimal string in the currency of
 * the trades measured (`currency` null when they mix currencies); every figure carries the number of trades it rests on.
 */

/** Under this many trades a figure is marked "muestra pequeña". */
export const SMALL_SAMPLE = 30;

export type StatsGroupBy =
  | 'symbol'
  | 'side'
  | 'session'
  | 'weekday'
  | 'hour'
  | 'tag'
  | 'holding'
  | 'rBucket'
  | 'plan'
  | 'mood'
  | 'strategy'
  | 'strategyVersion';

export interface StatsSummary {
  trades: number;
  smallSample: boolean;
  currency: string | null;
  net: string;
  grossProfit: string;
  /** Negative (the sum of the losing trades). */
  grossLoss: string;
  wins: number;
  losses: number;
  /** Net exactly 0: neither won nor lost (MetaTrader counts them among its "profit trades"). */
  breakevens: number;
  /** wins / trades, 0–100 (breakevens count as trades, not as wins); null without trades. */
  winRate: number | null;
  /** grossProfit / |grossLoss|; null without losses. */
  profitFactor: string | null;
  /** net / trades. */
  expectancy: string | null;
  /** The mean R of the trades that have one, and how many do. */
  expectancyR: string | null;
  rTrades: number;
  averageWin: string | null;
  averageLoss: string | null;
  largestWin: string | null;
  largestLoss: string | null;
  /** Largest fall from a running peak of initial balance + cumulative net. */
  maxDrawdown: string;
  /** That fall as % of the peak it fell from (0–100). */
  maxDrawdownPercent: string | null;
  /** net / maxDrawdown; null without a drawdown. */
  recoveryFactor: string | null;
  longestWinStreak: number;
  longestLossStreak: number;
  averageHoldingMinutes: number | null;
  /** Trades per calendar day of the period, from the first trade to the last. */
  tradesPerDay: string | null;
  firstTrade: string | null;
  lastTrade: string | null;
}

export interface StatsGroup {
  key: string;
  /** In Spanish ("Londres", "viernes", "15:00–16:00", "de 1 a 2 R"). */
  label: string;
  trades: number;
  smallSample: boolean;
  net: string;
  wins: number;
  winRate: number | null;
  expectancy: string | null;
  expectancyR: string | null;
  rTrades: number;
  profitFactor: string | null;
}

export interface EquityPoint {
  time: string;
  equity: string;
  /** ≤ 0: the distance below the running peak. */
  drawdown: string;
}

export interface Insight {
  id: string;
  /** In Spanish, with the figure and its sample ("… −0,4 R de media en 42 operaciones"). */
  text: string;
  trades: number;
  tone: 'positive' | 'negative' | 'neutral';
  /** The trades behind it: query parameters for `/pipjournal` and `GET /api/journal/trades`. */
  filters: Record<string, string>;
}

/**
 * The `from` of the insights the recommendations ask for: the last 90 days from the start of that day (UTC), so the
 * query stays the same all day and the journal answers from its kept figure (prepared at sign-in with this value).
 */
export function recentInsightsFrom(now = Date.now()): string {
  return new Date(now - 90 * 86_400_000).toISOString().slice(0, 10);
}

/** GET /api/journal/stats (insights apart, at GET /api/journal/insights with the same filters). */
export interface JournalStats {
  summary: StatsSummary;
  /** At most about 1,000 points, evenly thinned, first and last kept. */
  equity: EquityPoint[];
  /** With `groupBy`: one row per group, largest first (weekday and hour in their natural order). */
  groups: StatsGroup[] | null;
}

export interface StatsComparison {
  a: StatsSummary;
  b: StatsSummary;
  /** b − a, for net, win rate (points), expectancy and expectancy in R. */
  difference: { net: string; winRate: number | null; expectancy: string | null; expectancyR: string | null };
  /** Welch's t-test on R (on net per trade when fewer than 2 trades per side have R). */
  test: {
    on: 'r' | 'net';
    t: number | null;
    degreesOfFreedom: number | null;
    pValue: number | null;
    /** p ≥ 0.05, or too few trades to tell. */
    likelyNoise: boolean;
    /** One line in Spanish saying what the test means here. */
    explanation: string;
  };
}

/** One day's reflection (the user's local day). */
export interface Reflection {
  date: string;
  /** 1–5 */
  moodBefore: number | null;
  moodAfter: number | null;
  sleepHours: number | null;
  /** 1–5 */
  stress: number | null;
  followedPlan: boolean | null;
  wentWell: string;
  wentWrong: string;
  lesson: string;
  updatedAt: string;
}

export type ReflectionInput = Omit<Reflection, 'date' | 'updatedAt'>;

/** GET /api/journal/reflections/{date}: the reflection (null if none yet) and that day's trades. */
export interface ReflectionDay {
  date: string;
  reflection: Reflection | null;
  trades: {
    id: string;
    symbol: string;
    side: 'buy' | 'sell';
    net: string;
    rMultiple: string | null;
    closeTime: string;
  }[];
  net: string;
}

/**
 * The readiness bands of `GET /api/journal/stats/readiness` (MindCrafter's check-in score of the day a trade was
 * opened, in the user's time zone): below `READINESS_THRESHOLDS.medium` low, up to `high` medium, from it high.
 */
export type ReadinessBand = 'baja' | 'media' | 'alta' | 'sin-check-in';
export const READINESS_BANDS: readonly ReadinessBand[] = ['baja', 'media', 'alta', 'sin-check-in'];

/** One account currency's part of a band: money is never added across currencies. */
export interface ReadinessBandCurrency {
  currency: string;
  trades: number;
  net: string;
  /** net / trades of this currency. */
  expectancy: string | null;
}

export interface ReadinessBandStats {
  band: ReadinessBand;
  /** In Spanish ("Baja (menos de 50)", "Sin check-in"). */
  label: string;
  trades: number;
  /** Local days with trades in the band. */
  days: number;
  smallSample: boolean;
  wins: number;
  /** wins / trades, 0–100; null without trades. */
  winRate: number | null;
  /** One entry per account currency, most trades first. */
  currencies: ReadinessBandCurrency[];
  /** The mean R of the band's trades that have one, and how many do. */
  expectancyR: string | null;
  rTrades: number;
}

/** GET /api/journal/stats/readiness: the filtered closed trades grouped by the readiness of the day they opened. */
export interface ReadinessStats {
  /** Always the four bands, in the order of `READINESS_BANDS`. */
  bands: ReadinessBandStats[];
  /** Days with a check-in the journal knows of, whatever the filters (0: the trader never did one). */
  checkInDays: number;
}
