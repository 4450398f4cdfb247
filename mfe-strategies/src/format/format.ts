/** Dates for the strategies' pages (es-ES), in the user's zone; the Spanish number formats are the UI kit's. */

const LOCALE = 'es-ES';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** "5 mar 2026" in the zone given. */
export function formatDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(`day-${timeZone}`, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    date,
  );
}

/** "5 mar 2026, 14:30" in the zone given. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(`time-${timeZone}`, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The profile's zone when it has one, else the browser's. */
export function resolveTimeZone(profileZone: string | null | undefined): string {
  return profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
