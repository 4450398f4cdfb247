import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isValidDay,
  localToday,
  monthsBetweenInclusive,
  nextOnOrAfter,
  occurrences,
} from './recurrence';

describe('recurring calendar', () => {
  it('puts a monthly 31 on each month’s last day without drifting', () => {
    expect(occurrences('monthly', '31', '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(occurrences('monthly', '30', '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-30']);
  });

  it('crosses the year end', () => {
    expect(nextOnOrAfter('monthly', '5', '2026-12-06')).toBe('2027-01-05');
    expect(occurrences('monthly', '1', '2026-11-15', '2027-02-01')).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it('counts the day itself as on or after it', () => {
    expect(nextOnOrAfter('monthly', '26', '2026-11-26')).toBe('2026-11-26');
    expect(nextOnOrAfter('weekly', '4', '2026-11-26')).toBe('2026-11-26'); // a Thursday
  });

  it('finds weekdays (Monday is 1, Sunday 7)', () => {
    expect(nextOnOrAfter('weekly', '1', '2026-11-26')).toBe('2026-11-30');
    expect(nextOnOrAfter('weekly', '7', '2026-11-26')).toBe('2026-11-29');
    expect(occurrences('weekly', '5', '2026-12-24', '2027-01-08')).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-01-08',
    ]);
  });

  it('puts a yearly 29 February on the 28th in common years', () => {
    expect(occurrences('yearly', '02-29', '2027-01-01', '2029-12-31')).toEqual([
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
    ]);
    expect(nextOnOrAfter('yearly', '01-15', '2026-11-26')).toBe('2027-01-15');
  });

  it('validates day specs', () => {
    expect(isValidDay('monthly', '31')).toBe(true);
    expect(isValidDay('monthly', '0')).toBe(false);
    expect(isValidDay('monthly', '32')).toBe(false);
    expect(isValidDay('monthly', '05')).toBe(false);
    expect(isValidDay('weekly', '8')).toBe(false);
    expect(isValidDay('yearly', '02-29')).toBe(true);
    expect(isValidDay('yearly', '02-30')).toBe(false);
    expect(isValidDay('yearly', '13-01')).toBe(false);
  });

  it('knows the local day in a time zone across midnight', () => {
    const instant = new Date('2026-11-30T23:30:00Z');
    expect(localToday('UTC', instant)).toBe('2026-11-30');
    expect(localToday('Europe/Madrid', instant)).toBe('2026-12-01');
    expect(localToday('America/Mexico_City', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
  });

  it('counts months', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetweenInclusive('2026-11', '2027-10')).toBe(12);
    expect(monthsBetweenInclusive('2026-11', '2026-11')).toBe(1);
    expect(monthsBetweenInclusive('2026-11', '2026-10')).toBe(0);
  });
});
