import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('mission countdown', () => {
  it('writes hours, minutes and seconds, the smaller parts with two digits', () => {
    expect(formatCountdown(5 * HOUR + 12 * MINUTE + 3 * SECOND)).toBe('5 h 12 min 03 s');
    expect(formatCountdown(23 * HOUR + 59 * MINUTE + 59 * SECOND)).toBe('23 h 59 min 59 s');
    expect(formatCountdown(1 * HOUR)).toBe('1 h 00 min 00 s');
  });

  it('adds days for a weekly mission', () => {
    expect(formatCountdown(3 * DAY + 5 * HOUR + 2 * MINUTE + 9 * SECOND)).toBe('3 d 5 h 02 min 09 s');
    expect(formatCountdown(DAY)).toBe('1 d 0 h 00 min 00 s');
  });

  it('drops the units that are already zero at the front', () => {
    expect(formatCountdown(12 * MINUTE + 3 * SECOND)).toBe('12 min 03 s');
    expect(formatCountdown(MINUTE)).toBe('1 min 00 s');
    expect(formatCountdown(9 * SECOND)).toBe('9 s');
  });

  it('counts a partial second as a whole one, so zero means the time is up', () => {
    expect(formatCountdown(1)).toBe('1 s');
    expect(formatCountdown(4 * SECOND + 1)).toBe('5 s');
    expect(formatCountdown(59 * SECOND + 500)).toBe('1 min 00 s');
    expect(formatCountdown(0)).toBe('0 s');
    expect(formatCountdown(-5 * SECOND)).toBe('0 s');
    expect(formatCountdown(Number.NaN)).toBe('0 s');
  });

  it('measures the time left to an instant', () => {
    const now = Date.parse('2026-11-26T10:00:00.000Z');
    expect(remainingMs('2026-11-26T10:00:05.000Z', now)).toBe(5 * SECOND);
    expect(remainingMs('2026-11-26T09:59:59.000Z', now)).toBe(-SECOND);
    expect(remainingMs('no es una fecha', now)).toBeLessThan(0);
  });
});
