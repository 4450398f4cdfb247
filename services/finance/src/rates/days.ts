const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "2025-06-30", or the ECB CSV's "30 June 2025", as YYYY-MM-DD when it is a real day; null otherwise. */
export function day(text: string): string | null {
  const trimmed = text.trim();
  let iso = trimmed;
  const spelled = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(trimmed);
  if (spelled) {
    const month = MONTHS.indexOf((spelled[2] ?? '').toLowerCase()) + 1;
    if (month === 0) return null;
    iso = `${spelled[3]}-${String(month).padStart(2, '0')}-${(spelled[1] ?? '').padStart(2, '0')}`;
  }
  if (!ISO_DAY.test(iso)) return null;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** Whether rates of `isoDay` would be from the future: later than tomorrow in UTC (a day of slack for time zones). */
export function isFuture(isoDay: string, now = new Date()): boolean {
  return isoDay > new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Today in UTC, YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
