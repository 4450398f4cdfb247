import type { MindCheckIn } from '@pipcrafters/contracts';
import { addDays } from '../../missions/calendar-days';

export interface ReadinessPoint {
  /** The user's local day (YYYY-MM-DD). */
  date: string;
  readiness: number;
}

/**
 * One point per day over the `days` days up to `today` (both in the user's zone): the day's latest check-in, oldest
 * day first. The history comes newest first, so the first check-in met for a day is its latest.
 */
export function readinessSeries(
  checkIns: readonly MindCheckIn[],
  today: string,
  days: number,
): ReadinessPoint[] {
  const first = addDays(today, -(days - 1));
  const byDay = new Map<string, ReadinessPoint>();
  for (const checkIn of checkIns) {
    if (checkIn.date < first || checkIn.date > today || byDay.has(checkIn.date)) continue;
    byDay.set(checkIn.date, { date: checkIn.date, readiness: checkIn.readiness });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/** x for a day (the first day on the left edge, today on the right) and y for a readiness of 0–100. */
export function readinessScale(today: string, days: number, box: ChartBox) {
  const start = dayNumber(addDays(today, -(days - 1)));
  const plotWidth = box.width - box.margin.left - box.margin.right;
  const plotHeight = box.height - box.margin.top - box.margin.bottom;
  const span = Math.max(1, days - 1);
  return {
    x: (date: string) => box.margin.left + ((dayNumber(date) - start) / span) * plotWidth,
    y: (readiness: number) => box.margin.top + (1 - Math.min(100, Math.max(0, readiness)) / 100) * plotHeight,
  };
}

/** What the chart shows, in words: how many days, the average, the latest and the range. */
export function describeReadiness(
  points: readonly ReadinessPoint[],
  formatDay: (date: string) => string,
): string {
  const last = points.at(-1);
  if (!last) return 'Aún no hay check-ins en este periodo.';
  const values = points.map((point) => point.readiness);
  const average = Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const days = points.length === 1 ? '1 día' : `${points.length} días`;
  return `${days} con check-in; media ${average}, mínima ${Math.min(...values)}, máxima ${Math.max(...values)}; la última, ${last.readiness} el ${formatDay(last.date)}.`;
}
