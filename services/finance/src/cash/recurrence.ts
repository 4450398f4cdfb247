import { localDay, type RecurrenceFrequency } from '@pipcrafters/contracts';

/**
 * The calendar of recurring transactions, on plain YYYY-MM-DD days (the user's local calendar; no clock involved).
 * A monthly day past the month's end falls on its last day, and the next month goes back to the day asked for
 * (31 → 28 February → 31 March, never drifting); a yearly 02-29 falls on 28 February in common years.
 */

const pad = (value: number) => String(value).padStart(2, '0');

export const formatDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export function parseDay(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day after `date`. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDay(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return formatDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** `month` (YYYY-MM) moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Whether `day` is a valid day spec for `frequency`: 1–31, 1–7 (Monday is 1) or MM-DD. */
export function isValidDay(frequency: RecurrenceFrequency, day: string): boolean {
  if (frequency === 'monthly') return /^([1-9]|[12]\d|3[01])$/.test(day);
  if (frequency === 'weekly') return /^[1-7]$/.test(day);
  const match = /^(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const month = Number(match[1]);
  const dayOfMonth = Number(match[2]);
  return month >= 1 && month <= 12 && dayOfMonth >= 1 && dayOfMonth <= daysInMonth(2024, month);
}

/** The occurrence of a monthly `day` in a month. */
function inMonth(year: number, month: number, day: number): string {
  return formatDay(year, month, Math.min(day, daysInMonth(year, month)));
}

/** The first day on or after `from` that the recurrence falls on. */
export function nextOnOrAfter(frequency: RecurrenceFrequency, day: string, from: string): string {
  const start = parseDay(from);
  if (frequency === 'weekly') {
    const weekday = new Date(Date.UTC(start.year, start.month - 1, start.day)).getUTCDay() || 7;
    return addDays(from, (Number(day) - weekday + 7) % 7);
  }
  if (frequency === 'monthly') {
    const wanted = Number(day);
    const here = inMonth(start.year, start.month, wanted);
    if (here >= from) return here;
    const next =
      start.month === 12 ? { year: start.year + 1, month: 1 } : { year: start.year, month: start.month + 1 };
    return inMonth(next.year, next.month, wanted);
  }
  const [month, dayOfMonth] = day.split('-').map(Number) as [number, number];
  const here = inMonth(start.year, month, dayOfMonth);
  return here >= from ? here : inMonth(start.year + 1, month, dayOfMonth);
}

/** The occurrences from `from` up to `to` (inclusive), at most `limit`. */
export function occurrences(
  frequency: RecurrenceFrequency,
  day: string,
  from: string,
  to: string,
  limit = 400,
): string[] {
  const found: string[] = [];
  let next = nextOnOrAfter(frequency, day, from);
  while (next <= to && found.length < limit) {
    found.push(next);
    next = nextOnOrAfter(frequency, day, addDays(next, 1));
  }
  return found;
}

/** Today's day in an IANA time zone. */
export function localToday(timeZone: string, now: Date = new Date()): string {
  return localDay(now, timeZone);
}

/** Whole months from `fromMonth` to `toMonth` inclusive (YYYY-MM), 0 when `toMonth` is before. */
export function monthsBetweenInclusive(fromMonth: string, toMonth: string): number {
  const index = (month: string) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return year * 12 + number;
  };
  return Math.max(0, index(toMonth) - index(fromMonth) + 1);
}
