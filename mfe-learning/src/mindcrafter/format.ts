import { useSession } from '@pipcrafters/ui';

const LOCALE = 'es-ES';

/** The zone MindCrafter shows instants in: the profile's, else the browser's. */
export function useTimeZone(): string {
  const { user } = useSession();
  return user?.preferences?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** An instant in the user's zone, as Spanish readers write it: "26 nov 2026, 9:05". */
export function formatInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  let format = dateTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimes.set(timeZone, format);
  }
  return format.format(date);
}

const shortDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day the server sends (`YYYY-MM-DD`, already in the user's zone): "26 nov". */
export function formatShortDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? '—' : shortDay.format(date);
}

/** A duration in seconds as a clock reads: "1:36", "12:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A duration in seconds in words: "1 min 36 s", "45 s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
