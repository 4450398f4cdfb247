import type { CategoryReport, MonthlyReport } from '@pipcrafters/contracts';

export interface TimeValue {
  /** Seconds since the epoch at the month's first day, UTC (lightweight-charts' UTCTimestamp). */
  time: number;
  value: number;
}

/** "2025-06" → the first of June 2025 at 00:00 UTC, in seconds. */
export function monthTime(month: string): number {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return Date.UTC(year, number - 1, 1) / 1000;
}

/** The month a chart time stands for: the inverse of `monthTime`. */
export function timeMonth(time: number): string {
  const date = new Date(time * 1000);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface MonthlySeries {
  /** Above zero. */
  income: TimeValue[];
  /** Below zero, so income and expenses of a month stand on either side of the axis. */
  expense: TimeValue[];
  trading: TimeValue[];
  net: TimeValue[];
  netWorth: TimeValue[];
}

/** The monthly report as the charts draw it: months in order, each once. */
export function monthlySeries(report: Pick<MonthlyReport, 'months'>): MonthlySeries {
  const months = [...new Map(report.months.map((month) => [month.month, month])).values()].sort((a, b) =>
    a.month.localeCompare(b.month),
  );
  const series = (value: (month: MonthlyReport['months'][number]) => number) =>
    months.map((month) => ({ time: monthTime(month.month), value: value(month) }));
  return {
    income: series((month) => Number(month.income)),
    expense: series((month) => -Math.abs(Number(month.expense))),
    trading: series((month) => Number(month.trading)),
    net: series((month) => Number(month.net)),
    netWorth: series((month) => Number(month.netWorth)),
  };
}

export interface CategoryBar {
  key: string;
  label: string;
  amount: string;
  sharePct: string;
  /** The bar's length as a share (0–100) of the largest category's. */
  width: number;
}

/** Spending by category, largest first, each bar sized against the largest. */
export function categoryBars(report: Pick<CategoryReport, 'items'>): CategoryBar[] {
  const items = [...report.items].sort((a, b) => Number(b.amount) - Number(a.amount));
  const largest = Math.max(0, ...items.map((item) => Math.abs(Number(item.amount))));
  return items.map((item) => ({
    key: item.categoryId ?? `sin-categoria-${item.name}`,
    label: item.name,
    amount: item.amount,
    sharePct: item.sharePct,
    width: largest === 0 ? 0 : Math.round((Math.abs(Number(item.amount)) / largest) * 1000) / 10,
  }));
}

export interface PriceRange {
  minValue: number;
  maxValue: number;
}

/**
 * A price scale's range widened to at least 2 % of its level (and 1 unit): a flat net worth otherwise fills the
 * chart with one repeated label ("3353", "3353", "3353") and makes cents look like swings.
 */
export function widenFlatRange(range: PriceRange): PriceRange {
  const span = range.maxValue - range.minValue;
  const least = Math.max(1, Math.max(Math.abs(range.maxValue), Math.abs(range.minValue)) * 0.02);
  if (span >= least) return range;
  const middle = (range.maxValue + range.minValue) / 2;
  return { minValue: middle - least / 2, maxValue: middle + least / 2 };
}
