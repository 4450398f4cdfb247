import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The social calendar's days and times. Days are `YYYY-MM-DD` in the user's zone (the profile's, else the
 * browser's), weeks start on Monday as Spanish calendars do, and the posts' instants (UTC from the server) are
 * placed on the day and at the time they fall on in that zone, which need not be the browser's.
 */

export type CalendarView = 'week' | 'month';

export interface CalendarDay {
  date: string;
  day: number;
  /** Inside the month shown (a month grid is padded with its neighbours' days to whole weeks). */
  inPeriod: boolean;
  today: boolean;
}

const LOCALE = 'es-ES';

const asUtcDate = (date: string) => dayjs.utc(date);
const format = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');

export function addDays(date: string, days: number): string {
  return format(asUtcDate(date).add(days, 'day'));
}

/** Monday of the date's week. */
export function startOfWeek(date: string): string {
  const weekday = (asUtcDate(date).day() + 6) % 7;
  return addDays(date, -weekday);
}

/** Today's date in a zone. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

/** The day an instant falls on in a zone. */
export function dayOf(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('YYYY-MM-DD');
}

/** "09:30": the time an instant shows in a zone. */
export function timeOf(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('HH:mm');
}

/** The instant a wall-clock `date` and `time` ("09:30") name in a zone, as ISO 8601 in UTC. */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  return dayjs.tz(`${date}T${time}`, timeZone).toISOString();
}

/** `YYYY-MM-DDTHH:mm` (a `datetime-local` input's value) for an instant in a zone. */
export function toLocalInput(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('YYYY-MM-DDTHH:mm');
}

/** A `datetime-local` value read in a zone, as an ISO instant; null when it is not a whole date and time. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim());
  return match ? zonedInstant(match[1] as string, match[2] as string, timeZone) : null;
}

/** The same local time of day, on another day (a post dragged or moved to that day). */
export function moveToDay(iso: string, date: string, timeZone: string): string {
  return zonedInstant(date, timeOf(iso, timeZone), timeZone);
}

/** The week (Monday to Sunday) holding `anchor`. */
export function weekDays(anchor: string, today: string): CalendarDay[] {
  const monday = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return { date, day: asUtcDate(date).date(), inPeriod: true, today: date === today };
  });
}

/** The month holding `anchor`, as whole weeks from Monday, padded with the days of the months around it. */
export function monthWeeks(anchor: string, today: string): CalendarDay[][] {
  const first = asUtcDate(anchor).startOf('month');
  const month = first.month();
  const weeks: CalendarDay[][] = [];
  let cursor = startOfWeek(format(first));
  do {
    const week = weekDays(cursor, today).map((day) => ({
      ...day,
      inPeriod: asUtcDate(day.date).month() === month,
    }));
    weeks.push(week);
    cursor = addDays(cursor, 7);
  } while (asUtcDate(cursor).month() === month);
  return weeks;
}

/** The anchor moved one period (week or month) back or forward. */
export function shiftPeriod(anchor: string, view: CalendarView, by: number): string {
  return view === 'week'
    ? addDays(anchor, 7 * by)
    : format(asUtcDate(anchor).startOf('month').add(by, 'month'));
}

/** The days a view shows, first and last. */
export function visibleDays(anchor: string, view: CalendarView): { first: string; last: string } {
  if (view === 'week') {
    const first = startOfWeek(anchor);
    return { first, last: addDays(first, 6) };
  }
  const weeks = monthWeeks(anchor, '');
  return { first: weeks[0]?.[0]?.date ?? anchor, last: weeks.at(-1)?.at(-1)?.date ?? anchor };
}

/** The instants [from, to) that cover the view's days in the zone: what the posts listing and the exports ask for. */
export function rangeOf(anchor: string, view: CalendarView, timeZone: string): { from: string; to: string } {
  const { first, last } = visibleDays(anchor, view);
  return {
    from: zonedInstant(first, '00:00', timeZone),
    to: zonedInstant(addDays(last, 1), '00:00', timeZone),
  };
}

/** Each day's items, by the day their instant falls on in the zone, earliest first. */
export function groupByDay<T extends { scheduledAt: string }>(
  items: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt))) {
    const date = dayOf(item.scheduledAt, timeZone);
    days.set(date, [...(days.get(date) ?? []), item]);
  }
  return days;
}

const titles = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let value = titles.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
    titles.set(key, value);
  }
  return value;
}
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const utcDate = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** "Noviembre de 2026" or "23–29 de noviembre de 2026" (a week across months: "30 de noviembre – 6 de diciembre de 2026"). */
export function periodTitle(anchor: string, view: CalendarView): string {
  if (view === 'month')
    return capitalised(formatter({ month: 'long', year: 'numeric' }).format(utcDate(anchor)));
  const { first, last } = visibleDays(anchor, 'week');
  const long = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
  if (first.slice(0, 7) === last.slice(0, 7))
    return `${asUtcDate(first).date()}–${long.format(utcDate(last))}`;
  if (first.slice(0, 4) === last.slice(0, 4))
    return `${formatter({ day: 'numeric', month: 'long' }).format(utcDate(first))} – ${long.format(utcDate(last))}`;
  return `${long.format(utcDate(first))} – ${long.format(utcDate(last))}`;
}

/** "lunes, 23 de noviembre": a day's full name. */
export function dayTitle(date: string): string {
  return formatter({ weekday: 'long', day: 'numeric', month: 'long' }).format(utcDate(date));
}

/** Monday first: "lun", "mar", "mié", "jue", "vie", "sáb", "dom". */
export const WEEKDAY_SHORT = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'] as const;
