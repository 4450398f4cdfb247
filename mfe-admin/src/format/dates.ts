const LOCALE = 'es-ES';

// A week start is a calendar date (`YYYY-MM-DD`), not an instant: read and written in UTC so the browser's own
// zone can never move it to the day before.
const shortDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function calendarDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The chart's axis label of a week, from its Monday: "2 mar". */
export function weekLabel(weekStart: string): string {
  return shortDay.format(calendarDate(weekStart));
}

/** The full name of a week, from its Monday: "Semana del 2 de marzo de 2026". */
export function weekTitle(weekStart: string): string {
  return `Semana del ${longDay.format(calendarDate(weekStart))}`;
}

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago `iso` was, as Spanish readers say it: "hace 5 minutos", "ayer", "hace 3 semanas". */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 60) return 'hace un momento';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(seconds, 'second');
}
