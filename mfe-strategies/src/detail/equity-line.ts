import type { EquityPoint } from '@pipcrafters/contracts';

export interface TimeValue {
  /** Seconds since the epoch (lightweight-charts' UTCTimestamp). */
  time: number;
  value: number;
}

/**
 * The equity curve as the chart takes it: whole seconds, strictly ascending (two trades closed in the same second
 * keep the later point, which already includes both); points with an unreadable time are left out.
 */
export function equityLine(points: readonly EquityPoint[]): TimeValue[] {
  const bySecond = new Map<number, number>();
  for (const point of points) {
    const time = Math.floor(Date.parse(point.time) / 1000);
    const value = Number(point.equity);
    if (Number.isFinite(time) && Number.isFinite(value)) bySecond.set(time, value);
  }
  return [...bySecond.entries()].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}
