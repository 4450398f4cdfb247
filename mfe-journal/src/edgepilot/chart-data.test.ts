import type { StatsGroup, StatsSummary } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { equitySeries, groupBars } from './chart-data';
import { formatDuration, summaryFigures } from './figures';

describe('the equity chart’s data', () => {
  it('is in whole seconds, ascending, one point per second (the later one)', () => {
    const { equity, drawdown } = equitySeries([
      { time: '2026-01-02T10:00:00.900Z', equity: '1010', drawdown: '0' },
      { time: '2026-01-01T10:00:00Z', equity: '1000', drawdown: '0' },
      { time: '2026-01-02T10:00:00.100Z', equity: '990.5', drawdown: '-19.5' },
    ]);
    const second = Date.UTC(2026, 0, 2, 10) / 1000;
    expect(equity).toEqual([
      { time: Date.UTC(2026, 0, 1, 10) / 1000, value: 1000 },
      { time: second, value: 990.5 },
    ]);
    expect(drawdown.at(-1)).toEqual({ time: second, value: -19.5 });
  });
});

const group = (key: string, patch: Partial<StatsGroup>): StatsGroup => ({
  key,
  label: key,
  trades: 1,
  smallSample: true,
  net: '0',
  wins: 0,
  winRate: null,
  expectancy: null,
  expectancyR: null,
  rTrades: 0,
  profitFactor: null,
  ...patch,
});

describe('bars', () => {
  it('are sized against the largest absolute value, signs kept', () => {
    const bars = groupBars(
      [group('9', { net: '-50', trades: 4 }), group('10', { net: '200' }), group('11', { net: '0' })],
      'net',
    );
    expect(bars.map((bar) => [bar.value, bar.width])).toEqual([
      [-50, 25],
      [200, 100],
      [0, 0],
    ]);
    expect(groupBars([group('a', { trades: 3 }), group('b', { trades: 1 })], 'trades')[1]?.width).toBe(33.3);
    expect(groupBars([group('a', {})], 'expectancyR')[0]?.width).toBe(0);
  });
});

describe('summary cards', () => {
  it('say what each figure rests on and mark small samples', () => {
    const summary = {
      trades: 40,
      smallSample: false,
      currency: 'EUR',
      net: '1234.56',
      wins: 20,
      losses: 18,
      breakevens: 2,
      rTrades: 12,
      expectancyR: '-0.4',
      maxDrawdown: '300',
      maxDrawdownPercent: '2.5',
    } as StatsSummary;
    const figures = new Map(summaryFigures(summary).map((figure) => [figure.key, figure]));
    expect(figures.get('net')).toMatchObject({
      value: '1234,56\u00a0€',
      basis: 40,
      smallSample: false,
      tone: 'success',
    });
    expect(figures.get('expectancyR')).toMatchObject({ value: '-0,40 R', basis: 12, smallSample: true });
    expect(figures.get('averageLoss')).toMatchObject({ basis: 18, smallSample: true });
    expect(figures.get('maxDrawdown')?.value).toBe('300,00\u00a0€ (2,5 %)');
    expect(figures.get('profitFactor')?.help).toContain('Ganancias brutas / pérdidas brutas');
  });

  it('write durations the short Spanish way', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(85)).toBe('1 h 25 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(3 * 24 * 60 + 4 * 60)).toBe('3 d 4 h');
    expect(formatDuration(null)).toBe('—');
  });
});
