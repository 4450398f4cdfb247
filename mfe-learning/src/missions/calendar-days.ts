/**
 * Calendar days as the progress service sends them (`YYYY-MM-DD`, already in the learner's time zone): computed
 * and written in UTC so that no browser zone moves them to the day before or after.
 */
const DAY_MS = 86_400_000;
const LOCALE = 'es-ES';

const dayMonth = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** By `getUTCDay()` (Sunday first); Wednesday is "X", as Spanish calendars write it, so it differs from Tuesday. */
const WEEKDAY_INITIALS = ['D', 'L', 'M', 'X', 'J', 'V', 'S'];

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(parseDay(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** "jueves, 26 de noviembre". */
export function formatWeekdayDay(day: string): string {
  return dayMonth.format(parseDay(day));
}

/** "26 de noviembre de 2026". */
export function formatCalendarDay(day: string): string {
  return dayMonthYear.format(parseDay(day));
}

export function dayOfMonth(day: string): number {
  return parseDay(day).getUTCDate();
}

/** "L", "M", "X"… for a calendar's column headings. */
export function weekdayInitial(day: string): string {
  return WEEKDAY_INITIALS[parseDay(day).getUTCDay()] ?? '';
}
