import { describe, expect, it } from 'vitest';
import { categoryBars, monthlySeries, monthTime, timeMonth, widenFlatRange } from './chart-data';

const month = (name: string, income: string, expense: string, trading: string, netWorth: string) => ({
  month: name,
  income,
  expense,
  trading,
  net: String(Number(income) - Number(expense) + Number(trading)),
  netWorth,
});

describe('chart data', () => {
  it('places each month at its first day, UTC, and back', () => {
    expect(monthTime('2025-06')).toBe(Date.UTC(2025, 5, 1) / 1000);
    expect(timeMonth(monthTime('2024-12'))).toBe('2024-12');
  });

  it('draws income above the axis and expenses below it, months in order and once', () => {
    const series = monthlySeries({
      months: [
        month('2025-06', '2000.00', '1500.00', '-120.00', '10380.00'),
        month('2025-05', '2000.00', '1800.00', '300.00', '10000.00'),
        month('2025-06', '2000.00', '1500.00', '-120.00', '10380.00'),
      ],
    });
    expect(series.income.map((point) => point.value)).toEqual([2000, 2000]);
    expect(series.expense.map((point) => point.value)).toEqual([-1800, -1500]);
    expect(series.trading.map((point) => point.value)).toEqual([300, -120]);
    expect(series.net.map((point) => point.value)).toEqual([500, 380]);
    expect(series.netWorth.map((point) => point.time)).toEqual([monthTime('2025-05'), monthTime('2025-06')]);
  });

  it('sizes the category bars against the largest, largest first', () => {
    const bars = categoryBars({
      items: [
        { categoryId: 'c1', name: 'Ocio', amount: '50.00', sharePct: '20.00' },
        { categoryId: null, name: 'Sin categoría', amount: '0.00', sharePct: '0.00' },
        { categoryId: 'c2', name: 'Vivienda', amount: '200.00', sharePct: '80.00' },
      ],
    });
    expect(bars.map((bar) => [bar.label, bar.width])).toEqual([
      ['Vivienda', 100],
      ['Ocio', 25],
      ['Sin categoría', 0],
    ]);
    expect(bars[2]?.key).toBe('sin-categoria-Sin categoría');
    expect(categoryBars({ items: [] })).toEqual([]);
  });
});

describe('widenFlatRange', () => {
  it('widens a flat or nearly flat scale to 2 % of its level, and leaves a real range alone', () => {
    expect(widenFlatRange({ minValue: 3353.24, maxValue: 3353.24 })).toEqual({
      minValue: 3353.24 - 33.5324,
      maxValue: 3353.24 + 33.5324,
    });
    expect(widenFlatRange({ minValue: 0, maxValue: 0 })).toEqual({ minValue: -0.5, maxValue: 0.5 });
    expect(widenFlatRange({ minValue: 14_000, maxValue: 16_000 })).toEqual({
      minValue: 14_000,
      maxValue: 16_000,
    });
  });
});
