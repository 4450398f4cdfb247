/**
 * Times in the user's zone. The server speaks ISO instants; the user types and reads wall-clock dates and times in
 * their own zone (the profile's, else the browser's), which need not be the browser's: every conversion names it.
 */

const LOCALE = 'es-ES';

/** The profile's zone when it has one, else the browser's. */
export function resolveTimeZone(profileZone: string | null | undefined): string {
  return profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The instant a wall-clock time names in a zone: `2026-03-05` and `14:30` in Europe/Madrid → `2026-03-05T13:30:00.000Z`.
 * A time skipped by a clock change moves forward with it; a repeated one takes its first occurrence.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  let instant = wall - offsetAt(wall, timeZone);
  const corrected = wall - offsetAt(instant, timeZone);
  if (corrected !== instant && offsetAt(corrected, timeZone) === wall - corrected) instant = corrected;
  return new Date(instant).toISOString();
}

/** The start of a local day as an instant (the list's `from`; the day after the last one is its `to`). */
export function startOfDay(date: string, timeZone: string): string {
  return zonedToInstant(date, '00:00', timeZone);
}

/** `YYYY-MM-DD` plus some days, as calendar arithmetic (no zone involved). */
export function addDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** `YYYY-MM-DDTHH:mm`, what a `datetime-local` input holds, for an instant in a zone. */
export function instantToLocalInput(iso: string, timeZone: string): string {
  const wall = wallClockAt(Date.parse(iso), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A `datetime-local` value (`YYYY-MM-DDTHH:mm`) read in a zone, as an ISO instant; null when incomplete. */
export function localInputToInstant(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  return match ? zonedToInstant(match[1] as string, match[2] as string, timeZone) : null;
}

/** Today's date in a zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = Date.now()): string {
  const wall = wallClockAt(now, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();
/** "05/03/2026, 14:30" in the zone given. */
export function formatDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  let format = dateTimeFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone });
    dateTimeFormatters.set(timeZone, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}

/** "5 mar 2026" for a `YYYY-MM-DD` or an instant in a zone. */
export function formatDay(value: string, timeZone = 'UTC'): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : timeZone,
  }).format(date);
}
