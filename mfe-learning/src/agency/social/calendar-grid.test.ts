import { describe, expect, it } from 'vitest';
import {
  dayOf,
  dayTitle,
  fromLocalInput,
  groupByDay,
  monthWeeks,
  moveToDay,
  periodTitle,
  rangeOf,
  shiftPeriod,
  startOfWeek,
  timeOf,
  todayIn,
  toLocalInput,
  weekDays,
  zonedInstant,
} from './calendar-grid';

describe('weeks and months', () => {
  it('starts weeks on Monday', () => {
    // 26 November 2026 is a Thursday.
    expect(startOfWeek('2026-11-26')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    const week = weekDays('2026-11-26', '2026-11-26');
    expect(week.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(week.filter((day) => day.today).map((day) => day.date)).toEqual(['2026-11-26']);
  });

  it('pads a month to whole weeks with the neighbouring days', () => {
    // November 2026 begins on a Sunday and ends on a Monday: six rows.
    const weeks = monthWeeks('2026-11-15', '2026-11-26');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toMatchObject({ date: '2026-10-26', inPeriod: false });
    expect(weeks[0]?.[6]).toMatchObject({ date: '2026-11-01', day: 1, inPeriod: true });
    expect(weeks[5]?.[0]).toMatchObject({ date: '2026-11-30', inPeriod: true });
    expect(weeks[5]?.[6]).toMatchObject({ date: '2026-12-06', inPeriod: false });
    for (const week of weeks) expect(week).toHaveLength(7);
    // February 2027 begins on a Monday and has exactly four weeks.
    expect(monthWeeks('2027-02-10', '')).toHaveLength(4);
  });

  it('moves a week or a month at a time, across years', () => {
    expect(shiftPeriod('2026-12-30', 'week', 1)).toBe('2027-01-06');
    expect(shiftPeriod('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftPeriod('2026-01-15', 'month', -1)).toBe('2025-12-01');
  });
});

describe('time zones', () => {
  it('reads an instant’s day and time in the zone, not the browser’s', () => {
    const late = '2026-11-26T23:30:00.000Z';
    expect(dayOf(late, 'Europe/Madrid')).toBe('2026-11-27');
    expect(timeOf(late, 'Europe/Madrid')).toBe('00:30');
    expect(dayOf(late, 'America/Mexico_City')).toBe('2026-11-26');
    expect(timeOf(late, 'America/Mexico_City')).toBe('17:30');
    expect(todayIn('Asia/Tokyo', Date.parse(late))).toBe('2026-11-27');
  });

  it('turns a wall-clock time in the zone into the instant, in summer and winter time', () => {
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/Madrid')).toBe('2026-07-01T07:30:00.000Z');
    expect(zonedInstant('2026-12-01', '09:30', 'Europe/Madrid')).toBe('2026-12-01T08:30:00.000Z');
    expect(fromLocalInput('2026-12-01T09:30', 'America/Bogota')).toBe('2026-12-01T14:30:00.000Z');
    expect(fromLocalInput('2026-12-01', 'Europe/Madrid')).toBeNull();
    expect(toLocalInput('2026-12-01T14:30:00.000Z', 'America/Bogota')).toBe('2026-12-01T09:30');
  });

  it('moves a post to another day at the same local time, across a clock change', () => {
    // 09:00 in Madrid on Saturday 24 October (summer time) to Monday 26 (winter time).
    expect(moveToDay('2026-10-24T07:00:00.000Z', '2026-10-26', 'Europe/Madrid')).toBe(
      '2026-10-26T08:00:00.000Z',
    );
  });

  it('asks for the instants that cover the view’s days in the zone', () => {
    expect(rangeOf('2026-11-26', 'week', 'Europe/Madrid')).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-29T23:00:00.000Z',
    });
    expect(rangeOf('2026-11-26', 'month', 'UTC')).toEqual({
      from: '2026-10-26T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
    });
  });

  it('puts each post on its day in the zone, earliest first', () => {
    const posts = [
      { id: 'b', scheduledAt: '2026-11-26T18:00:00.000Z' },
      { id: 'c', scheduledAt: '2026-11-26T23:30:00.000Z' },
      { id: 'a', scheduledAt: '2026-11-26T08:00:00.000Z' },
    ];
    const days = groupByDay(posts, 'Europe/Madrid');
    expect(days.get('2026-11-26')?.map((post) => post.id)).toEqual(['a', 'b']);
    expect(days.get('2026-11-27')?.map((post) => post.id)).toEqual(['c']);
  });
});

describe('titles in Spanish', () => {
  it('names the month and the week', () => {
    expect(periodTitle('2026-11-26', 'month')).toBe('Noviembre de 2026');
    expect(periodTitle('2026-11-26', 'week')).toBe('23–29 de noviembre de 2026');
    expect(periodTitle('2026-12-02', 'week')).toBe('30 de noviembre – 6 de diciembre de 2026');
    expect(periodTitle('2026-12-30', 'week')).toBe('28 de diciembre de 2026 – 3 de enero de 2027');
    expect(dayTitle('2026-11-26')).toBe('jueves, 26 de noviembre');
  });
});
