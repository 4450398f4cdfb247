import type { CandleChart } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { niceStep, priceTicks, scaleCandles, timeLabeler } from './candle-scale';

const chart: CandleChart = {
  title: 'EUR/USD, velas de 1 hora',
  symbol: 'EURUSD',
  candles: [
    { time: '2026-03-02T08:00:00Z', open: 1.085, high: 1.0872, low: 1.0843, close: 1.0866 },
    { time: '2026-03-02T09:00:00Z', open: 1.0866, high: 1.088, low: 1.0855, close: 1.0858 },
    { time: '2026-03-02T10:00:00Z', open: 1.0858, high: 1.0861, low: 1.0838, close: 1.0858 },
  ],
  lines: [{ price: 1.083, label: 'Stop loss' }],
};
const box = { width: 600, height: 300, margin: { top: 10, right: 70, bottom: 30, left: 10 } };

describe('candle chart scaling', () => {
  it('covers every high, low and line inside the plot, higher prices higher up', () => {
    const scale = scaleCandles(chart, box);
    expect(scale.min).toBeLessThan(1.083);
    expect(scale.max).toBeGreaterThan(1.088);
    expect(scale.y(scale.max)).toBeCloseTo(10);
    expect(scale.y(scale.min)).toBeCloseTo(270);
    expect(scale.y(1.0872)).toBeLessThan(scale.y(1.085));
    for (const candle of scale.candles) {
      expect(candle.wickTop).toBeGreaterThanOrEqual(10);
      expect(candle.wickBottom).toBeLessThanOrEqual(270);
      expect(candle.wickTop).toBeLessThanOrEqual(candle.bodyTop);
      expect(candle.wickBottom).toBeGreaterThanOrEqual(candle.bodyBottom - 1);
    }
  });

  it('shares the width evenly, bullish when the close is at or above the open', () => {
    const scale = scaleCandles(chart, box);
    expect(scale.candles.map((candle) => candle.x)).toEqual([96.66666666666667, 270, 443.33333333333337]);
    expect(scale.candles.map((candle) => candle.bullish)).toEqual([true, false, true]);
    expect(scale.bodyWidth).toBeGreaterThan(0);
    expect(scale.bodyWidth).toBeLessThan(520 / 3);
    // The doji (open = close) still has a visible body.
    const doji = scale.candles[2];
    expect((doji?.bodyBottom ?? 0) - (doji?.bodyTop ?? 0)).toBeGreaterThanOrEqual(1);
  });

  it('labels fewer candles when they are narrow, never overlapping', () => {
    const many: CandleChart = {
      ...chart,
      candles: Array.from({ length: 60 }, (_, index) => ({
        time: new Date(Date.UTC(2026, 2, 2, index)).toISOString(),
        open: 1,
        high: 1.01,
        low: 0.99,
        close: 1,
      })),
    };
    const scale = scaleCandles(many, { ...box, width: 375 });
    const slot = (375 - 80) / 60;
    const [first = 0, second = 0] = scale.timeTicks;
    expect((second - first) * slot).toBeGreaterThanOrEqual(56);
  });

  it('draws something for a flat chart', () => {
    const flat = scaleCandles(
      { ...chart, lines: [], candles: [{ time: '2026-03-02', open: 1, high: 1, low: 1, close: 1 }] },
      box,
    );
    expect(flat.max).toBeGreaterThan(flat.min);
    expect(Number.isFinite(flat.y(1))).toBe(true);
  });
});

describe('axis ticks', () => {
  it('picks round steps', () => {
    expect(niceStep(0.0042, 5)).toBeCloseTo(0.001);
    expect(niceStep(0.25, 4)).toBeCloseTo(0.1);
    expect(niceStep(7, 5)).toBe(2);
  });

  it('lists round prices inside the range', () => {
    expect(priceTicks(1.0826, 1.0886, 5)).toEqual([1.084, 1.086, 1.088]);
    expect(priceTicks(1.0826, 1.0886, 6)).toEqual([1.083, 1.084, 1.085, 1.086, 1.087, 1.088]);
    expect(priceTicks(151.18, 151.47, 3)).toEqual([151.2, 151.3, 151.4]);
  });
});

describe('time labels', () => {
  it('writes hours in the learner zone, days for daily candles', () => {
    const hourly = timeLabeler(
      chart.candles.map((candle) => candle.time),
      'Europe/Madrid',
    );
    expect(hourly('2026-03-02T08:00:00Z')).toBe('09:00');
    const daily = timeLabeler(['2026-03-02', '2026-03-03'], 'America/Mexico_City');
    expect(daily('2026-03-02')).toBe('2 mar');
    const days = timeLabeler(['2026-03-02T20:00:00Z', '2026-03-02T21:00:00Z', '2026-03-03T22:00:00Z'], 'UTC');
    expect(days('2026-03-02T20:00:00Z')).toBe('2 mar, 20:00');
  });
});
