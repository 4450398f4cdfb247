import { describe, expect, it } from 'vitest';
import { buildMonth, monthRange, monthTotals, shiftMonth } from './month-grid';

describe('the calendar’s month', () => {
  it('lays March 2026 out in whole weeks, Monday first', () => {
    const weeks = buildMonth({ year: 2026, month: 3 }, [{ date: '2026-03-05', net: '-12.5', trades: 2 }]);
    // 1 March 2026 is a Sunday: the first week starts on Monday 23 February.
    expect(weeks[0]?.[0]).toMatchObject({ date: '2026-02-23', inMonth: false });
    expect(weeks[0]?.[6]).toMatchObject({ date: '2026-03-01', day: 1, inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toMatchObject({ date: '2026-04-05', inMonth: false });
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().find((day) => day.date === '2026-03-05')?.result).toEqual({
      date: '2026-03-05',
      net: '-12.5',
      trades: 2,
    });
  });

  it('has four weeks for a February that starts on a Monday', () => {
    expect(buildMonth({ year: 2027, month: 2 }, [])).toHaveLength(4);
  });

  it('moves across years and names the month’s range', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('adds the month up', () => {
    expect(
      monthTotals([
        { date: '2026-03-02', net: '10.10', trades: 1 },
        { date: '2026-03-03', net: '-0.2', trades: 3 },
      ]),
    ).toEqual({ net: 9.9, trades: 4, days: 2 });
  });
});
