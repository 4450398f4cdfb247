/** Spanish dates and numbers for the community's pages (es-ES, in the user's time zone). */

const LOCALE = 'es-ES';

/** The profile's zone when it has one, else the browser's. */
export function resolveTimeZone(profileZone: string | null | undefined): string {
  return profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LOCALE,
      withTime
        ? { dateStyle: 'long', timeStyle: 'short', timeZone }
        : { day: 'numeric', month: 'short', year: 'numeric', timeZone },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * How long ago, in Spanish: "ahora", "hace 5 minutos", "hace 3 horas", "ayer", "hace 4 días"; a week or more
 * ago, the date ("5 mar 2026") in the zone given.
 */
export function relativeDate(iso: string, timeZone: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '—';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return dateFormat(timeZone, false).format(time);
}

/** "5 de marzo de 2026, 14:30" in the zone given (a date's tooltip). */
export function fullDate(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateFormat(timeZone, true).format(time) : '—';
}

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** "1 comentario", "12 comentarios", "1.234 comentarios". */
export function countLabel(count: number, one: string, many: string): string {
  return `${integer.format(count)} ${count === 1 ? one : many}`;
}

/** "1,5 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
  return `${integer.format(Math.ceil(bytes / 1024))} KB`;
}
