/**
 * CashCrafter's days and months. The API speaks `YYYY-MM-DD` days and `YYYY-MM` months in the user's zone (the one
 * recurring movements post in), so "today" is that zone's and every other step is calendar arithmetic, no zone.
 */

const LOCALE = 'es-ES';
const pad = (value: number) => String(value).padStart(2, '0');

/** Today in a zone, `YYYY-MM-DD` (UTC when the zone is unknown to this browser). */
export function todayIn(timeZone: string, now = Date.now()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(now)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The month of a day: "2025-06-30" → "2025-06". */
export const monthOf = (day: string) => day.slice(0, 7);

/** A month some months away: ("2025-01", -1) → "2024-12". */
export function addMonths(month: string, months: number): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + months, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** A day some days away: ("2025-02-28", 1) → "2025-03-01". */
export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How far a coming day is: "hoy", "mañana", "en 5 días". */
export function relativeDay(today: string, day: string): string {
  const days = daysBetween(today, day);
  if (days <= 0) return 'hoy';
  if (days === 1) return 'mañana';
  return `en ${days} días`;
}

/** Days in a month (1–12) of a leap year: February may hold a 29th, as a yearly date. */
export function daysInMonth(month: number): number {
  return new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

const formats = new Map<string, Intl.DateTimeFormat>();
function calendarFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

function utcDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)));
}

/** "2025-06-30" → "30/06/2025"; "—" for anything else. */
export function formatDate(day: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}

/** "2025-06-30" → "lun, 30 jun", for a list of the coming days. */
export function formatWeekday(day: string): string {
  const date = utcDate(day);
  return date
    ? calendarFormat('weekday', { weekday: 'short', day: 'numeric', month: 'short' }).format(date)
    : '—';
}

/** "2025-06" → "junio de 2025". */
export function formatMonth(month: string): string {
  const date = utcDate(month);
  return date ? calendarFormat('month', { month: 'long', year: 'numeric' }).format(date) : '—';
}

/** "2025-06" → "jun 25", for a chart's axis. */
export function formatShortMonth(month: string): string {
  const date = utcDate(month);
  return date ? calendarFormat('short-month', { month: 'short', year: '2-digit' }).format(date) : '—';
}

/** "Tipos de cambio del 30/06/2025": the day every converted figure was converted at. */
export const ratesDateText = (day: string) => `Tipos de cambio del ${formatDate(day)}`;
