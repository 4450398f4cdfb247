import { describe, expect, it } from 'vitest';
import { signupsPerWeek, weekStartOf } from './signup-weeks';

describe('weekStartOf', () => {
  it('is the Monday of the week, Sunday belonging to the week before', () => {
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekStartOf('2026-03-04')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02'); // Sunday
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
  });

  it('crosses month and year boundaries', () => {
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
    expect(weekStartOf('2024-03-01')).toBe('2024-02-26'); // leap year
  });
});

describe('signupsPerWeek', () => {
  it('returns exactly the requested weeks, oldest first, with empty weeks as 0', () => {
    const weeks = signupsPerWeek([], '2026-03-04', 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: '2025-12-15', count: 0 });
    expect(weeks[11]).toEqual({ weekStart: '2026-03-02', count: 0 });
    expect(weeks.every((week) => week.count === 0)).toBe(true);
  });

  it('adds the days of each week up and ignores days outside the range', () => {
    const weeks = signupsPerWeek(
      [
        { day: '2025-12-14', count: 9 }, // the Sunday before the first week
        { day: '2025-12-15', count: 1 },
        { day: '2025-12-21', count: 2 },
        { day: '2026-02-28', count: 4 },
        { day: '2026-03-02', count: 3 },
        { day: '2026-03-04', count: 5 },
        { day: '2026-03-09', count: 7 }, // after today's week
      ],
      '2026-03-04',
      12,
    );
    expect(weeks[0]).toEqual({ weekStart: '2025-12-15', count: 3 });
    expect(weeks[10]).toEqual({ weekStart: '2026-02-23', count: 4 });
    expect(weeks[11]).toEqual({ weekStart: '2026-03-02', count: 8 });
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(15);
  });

  it('keeps consecutive weeks seven days apart across a daylight-saving change', () => {
    const weeks = signupsPerWeek([{ day: '2026-03-30', count: 1 }], '2026-04-01', 3);
    expect(weeks.map((week) => week.weekStart)).toEqual(['2026-03-16', '2026-03-23', '2026-03-30']);
    expect(weeks[2]?.count).toBe(1);
  });
});
