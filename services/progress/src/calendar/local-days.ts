import { localDay } from '@pipcrafters/contracts';

/**
 * Calendar days in a user's time zone. A day is a `YYYY-MM-DD` string; arithmetic on days never goes through
 * instants, so a 23- or 25-hour day (a daylight-saving change) is still one day.
 */

const partFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** The calendar day an instant falls on in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return localDay(instant, timeZone);
}

/** How far ahead of UTC `timeZone` is at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const parts = cached(partFormats, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day begins in `timeZone` (its local midnight, or the first instant after a gap). */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The offset at midnight may differ from the offset at the first guess (a change that same night): take the
  // offset in force at the guess, and keep the first guess when the zone skips local midnight altogether.
  const guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  const corrected = midnightUtc - offsetAt(new Date(guess), timeZone);
  return new Date(localDate(new Date(corrected), timeZone) === day ? corrected : guess);
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the week a day belongs to (weeks run Monday to Sunday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}
