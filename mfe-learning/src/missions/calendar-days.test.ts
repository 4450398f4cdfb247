import { describe, expect, it } from 'vitest';
import { addDays, dayOfMonth, formatCalendarDay, formatWeekdayDay, weekdayInitial } from './calendar-days';

describe('calendar days of the streak', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The day the clocks change in Spain is still one day.
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('writes a day in Spanish whatever the browser’s zone', () => {
    expect(formatWeekdayDay('2026-11-26')).toBe('jueves, 26 de noviembre');
    expect(formatCalendarDay('2026-12-01')).toBe('1 de diciembre de 2026');
    expect(dayOfMonth('2026-12-01')).toBe(1);
  });

  it('names weekdays by their Spanish initials, Wednesday as X', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-29'].map(weekdayInitial)).toEqual([
      'L',
      'M',
      'X',
      'D',
    ]);
  });
});
