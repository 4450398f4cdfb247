import type { EquityPoint, StatsGroup } from '@pipcrafters/contracts';

export interface TimeValue {
  /** Seconds since the epoch (lightweight-charts' UTCTimestamp). */
  time: number;
  value: number;
}

/**
 * The equity curve and its drawdown as the chart takes them: times in whole seconds, strictly ascending (two trades
 * closed in the same second keep the later point, which already includes both).
 */
export function equitySeries(points: readonly EquityPoint[]): { equity: TimeValue[]; drawdown: TimeValue[] } {
  const bySecond = new Map<number, EquityPoint>();
  for (const point of points) {
    const time = Math.floor(Date.parse(point.time) / 1000);
    if (Number.isFinite(time)) bySecond.set(time, point);
  }
  const times = [...bySecond.keys()].sort((a, b) => a - b);
  const equity: TimeValue[] = [];
  const drawdown: TimeValue[] = [];
  for (const time of times) {
    const point = bySecond.get(time) as EquityPoint;
    equity.push({ time, value: Number(point.equity) });
    drawdown.push({ time, value: Number(point.drawdown) });
  }
  return { equity, drawdown };
}

export type BarMeasure = 'trades' | 'net' | 'expectancyR';

export interface Bar {
  key: string;
  label: string;
  value: number;
  trades: number;
  smallSample: boolean;
  /** |value| as a share (0–100) of the largest |value| of the chart. */
  width: number;
}

/** Groups as bars of one measure, sized against the largest; a group without the measure is a bar of 0. */
export function groupBars(groups: readonly StatsGroup[], measure: BarMeasure): Bar[] {
  const measured = (group: StatsGroup) =>
    measure === 'trades' ? group.trades : Number(group[measure] ?? 0) || 0;
  const largest = Math.max(0, ...groups.map((group) => Math.abs(measured(group))));
  return groups.map((group) => {
    const value = measured(group);
    return {
      key: group.key,
      label: group.label,
      value,
      trades: group.trades,
      smallSample: group.smallSample,
      width: largest === 0 ? 0 : Math.round((Math.abs(value) / largest) * 1000) / 10,
    };
  });
}
