import { MAX_FREEZES } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../calendar/local-days';
import { replayStreak } from './streak';

const run = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

describe('the daily streak', () => {
  it('is 0 with no activity and counts consecutive days, today open until the day ends', () => {
    expect(replayStreak({ activeDays: [], restPeriods: [], today: '2026-11-26' })).toMatchObject({
      current: 0,
      longest: 0,
      activeToday: false,
    });
    const yesterday = replayStreak({
      activeDays: run('2026-11-22', 4),
      restPeriods: [],
      today: '2026-11-26',
    });
    expect(yesterday).toMatchObject({ current: 4, activeToday: false, lastActiveDate: '2026-11-25' });
    expect(yesterday.states.get('2026-11-26')).toBe('today');
    const today = replayStreak({ activeDays: run('2026-11-22', 5), restPeriods: [], today: '2026-11-26' });
    expect(today).toMatchObject({ current: 5, activeToday: true });
  });

  it('ends on a missed day without a freeze, keeping the longest', () => {
    const streak = replayStreak({
      activeDays: [...run('2026-11-01', 5), ...run('2026-11-24', 3)],
      restPeriods: [],
      today: '2026-11-26',
    });
    expect(streak).toMatchObject({ current: 3, longest: 5, freezesAvailable: 0 });
    expect(streak.states.get('2026-11-06')).toBe('missed');
  });

  it('earns a freeze every 7 days in a row (at most two) and spends one on a missed day', () => {
    const streak = replayStreak({
      activeDays: [...run('2026-11-01', 14), ...run('2026-11-16', 3)],
      restPeriods: [],
      today: '2026-11-18',
    });
    // 14 days earn two freezes; 15 November is covered by one, so the streak goes on to 17 days.
    expect(streak.states.get('2026-11-15')).toBe('frozen');
    expect(streak).toMatchObject({ current: 17, longest: 17, freezesAvailable: 1 });
    const capped = replayStreak({ activeDays: run('2026-10-01', 40), restPeriods: [], today: '2026-11-09' });
    expect(capped.freezesAvailable).toBe(MAX_FREEZES);
  });

  it('keeps a months-long streak through a holiday in rest mode, without spending freezes', () => {
    const activeDays = [...run('2026-08-01', 90), ...run('2026-11-08', 3)];
    const streak = replayStreak({
      activeDays,
      restPeriods: [{ from: '2026-10-30', until: '2026-11-07' }],
      today: '2026-11-10',
    });
    expect(streak).toMatchObject({ current: 93, freezesAvailable: MAX_FREEZES });
    expect(streak.states.get('2026-11-01')).toBe('rest');
    const without = replayStreak({ activeDays, restPeriods: [], today: '2026-11-10' });
    expect(without.current).toBe(3);
  });

  it('counts days in the user’s time zone across a daylight-saving change and between zones', () => {
    // Madrid, 28 and 29 March 2026 at 23:30 local time; 29 March has 23 hours (CET → CEST).
    const madrid = ['2026-03-28T22:30:00Z', '2026-03-29T21:30:00Z', '2026-03-30T21:30:00Z'].map((instant) =>
      localDate(new Date(instant), 'Europe/Madrid'),
    );
    expect(madrid).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(replayStreak({ activeDays: madrid, restPeriods: [], today: '2026-03-30' }).current).toBe(3);
    // New York, 1 November 2026 has 25 hours (EDT → EST): 00:30 on the 1st and 23:30 on the 1st are one day.
    const newYork = ['2026-10-31T04:30:00Z', '2026-11-01T04:30:00Z', '2026-11-02T04:30:00Z'].map((instant) =>
      localDate(new Date(instant), 'America/New_York'),
    );
    expect(newYork).toEqual(['2026-10-31', '2026-11-01', '2026-11-01']);
    expect(replayStreak({ activeDays: newYork, restPeriods: [], today: '2026-11-02' })).toMatchObject({
      current: 2,
      activeToday: false,
    });
    // Evenings in Mexico City fall on the next day in UTC: counted in UTC, three days in a row skip one.
    const evenings = ['2026-11-24T02:00:00Z', '2026-11-24T16:00:00Z', '2026-11-26T05:00:00Z'];
    const inMexico = evenings.map((instant) => localDate(new Date(instant), 'America/Mexico_City'));
    expect(inMexico).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(replayStreak({ activeDays: inMexico, restPeriods: [], today: '2026-11-25' }).current).toBe(3);
    const inUtc = evenings.map((instant) => localDate(new Date(instant), 'UTC'));
    expect(replayStreak({ activeDays: inUtc, restPeriods: [], today: '2026-11-26' }).current).toBe(1);
  });
});
