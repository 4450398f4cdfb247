import type { DailyResult } from '@pipcrafters/contracts';

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

export interface CalendarDay {
  date: string;
  day: number;
  inMonth: boolean;
  result: DailyResult | null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export function monthOf(date: string): YearMonth {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  return { year, month };
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month's first and last days, `YYYY-MM-DD`, for the calendar's request (both ends included). */
export function monthRange({ year, month }: YearMonth): { from: string; to: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/**
 * The month as weeks of seven days, Monday first (as Spanish calendars are), padded with the neighbouring months'
 * days so every week is whole; each day carries its result, when it had trades.
 */
export function buildMonth(target: YearMonth, results: readonly DailyResult[]): CalendarDay[][] {
  const byDate = new Map(results.map((result) => [result.date, result]));
  const first = new Date(Date.UTC(target.year, target.month - 1, 1));
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const cursor = new Date(first);
  cursor.setUTCDate(1 - mondayOffset);
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = iso(cursor);
      const inMonth = cursor.getUTCMonth() === target.month - 1;
      week.push({
        date,
        day: cursor.getUTCDate(),
        inMonth,
        result: inMonth ? (byDate.get(date) ?? null) : null,
      });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getUTCMonth() === target.month - 1);
  return weeks;
}

/** The month's total and trade count. */
export function monthTotals(results: readonly DailyResult[]): { net: number; trades: number; days: number } {
  return results.reduce(
    (total, result) => ({
      net: Math.round((total.net + Number(result.net)) * 100) / 100,
      trades: total.trades + result.trades,
      days: total.days + 1,
    }),
    { net: 0, trades: 0, days: 0 },
  );
}
