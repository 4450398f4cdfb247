import type { SignupWeek } from '@pipcrafters/contracts';

/** Sign-ups on one calendar day (`YYYY-MM-DD`, in the time zone the stats were asked for). */
export interface SignupDay {
  day: string;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

function parseDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The Monday starting the week that holds `day` (weeks run Monday to Sunday, as in Spain). */
export function weekStartOf(day: string): string {
  const time = parseDay(day);
  const daysSinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return formatDay(time - daysSinceMonday * DAY_MS);
}

/**
 * Adds daily sign-ups up into the `weeks` calendar weeks ending with the one holding `today`, oldest first;
 * a week without sign-ups is there with 0, and days outside those weeks are ignored.
 */
export function signupsPerWeek(days: readonly SignupDay[], today: string, weeks: number): SignupWeek[] {
  const first = parseDay(weekStartOf(today)) - (weeks - 1) * WEEK_MS;
  const counts = new Array<number>(weeks).fill(0);
  for (const { day, count } of days) {
    const index = Math.floor((parseDay(day) - first) / WEEK_MS);
    if (index >= 0 && index < weeks) counts[index] = (counts[index] ?? 0) + count;
  }
  return counts.map((count, index) => ({ weekStart: formatDay(first + index * WEEK_MS), count }));
}
