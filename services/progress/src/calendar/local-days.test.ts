import { isIanaTimeZone } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, localDate, startOfDay, weekStart } from './local-days';

describe('calendar days in a time zone', () => {
  it('puts an instant on the day it is where the user lives', () => {
    const instant = new Date('2026-11-26T04:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-26');
    expect(localDate(instant, 'America/Mexico_City')).toBe('2026-11-25');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-11-26');
  });

  it('finds local midnight across daylight-saving changes', () => {
    // Madrid moves to summer time on 29 March 2026 (02:00 → 03:00): that day has 23 hours.
    expect(startOfDay('2026-03-29', 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Madrid').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // New York goes back on 1 November 2026: that day has 25 hours.
    expect(startOfDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDay('2026-11-26', 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('counts days as calendar days, never as 24-hour spans', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it('accepts IANA zones and real calendar days only', () => {
    expect(isIanaTimeZone('Europe/Madrid')).toBe(true);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('Mars/Olympus')).toBe(false);
    expect(isIanaTimeZone('+02:00')).toBe(false);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('26-11-2026')).toBe(false);
  });
});
