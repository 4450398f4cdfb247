import { isIanaTimeZone } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { wallClockToInstant } from './wall-clock';

describe('statement wall-clock times', () => {
  it('reads server times in the zone the user confirms, daylight saving included', () => {
    expect(wallClockToInstant('2023-07-28 23:59:59', 'Europe/Athens')?.toISOString()).toBe(
      '2023-07-28T20:59:59.000Z',
    );
    expect(wallClockToInstant('2023-01-10 10:00', 'Europe/Athens')?.toISOString()).toBe(
      '2023-01-10T08:00:00.000Z',
    );
    expect(wallClockToInstant('2025-08-31 18:21:39.565', 'UTC')?.toISOString()).toBe(
      '2025-08-31T18:21:39.565Z',
    );
    expect(wallClockToInstant('2025-08-31 18:21:39', 'Etc/GMT-2')?.toISOString()).toBe(
      '2025-08-31T16:21:39.000Z',
    );
  });

  it('refuses what is not a real time, and names that are not zones', () => {
    expect(wallClockToInstant('2023-02-30 10:00', 'UTC')).toBeNull();
    expect(wallClockToInstant('ayer', 'UTC')).toBeNull();
    expect(isIanaTimeZone('Europe/Athens')).toBe(true);
    expect(isIanaTimeZone('Marte/Olimpo')).toBe(false);
    expect(isIanaTimeZone('+02:00')).toBe(false);
  });
});
