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

  it('reads every minute around offset changes as the zone’s own clock shows it (offsets kept by quarter hour)', () => {
    const wallClock = (instant: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).formatToParts(new Date(instant));
      const part = (type: string) => parts.find((item) => item.type === type)?.value;
      return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
    };
    const days: [string, string][] = [
      ['Europe/Athens', '2024-03-31'],
      ['Europe/Athens', '2024-10-27'],
      ['America/New_York', '2024-11-03'],
      ['Australia/Lord_Howe', '2024-04-07'],
      ['Asia/Kathmandu', '2024-06-01'],
    ];
    for (const [zone, day] of days) {
      const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
      for (let instant = start; instant < start + 3 * 86_400_000; instant += 7 * 60_000 + 13_000) {
        const text = wallClock(instant, zone);
        const read = wallClockToInstant(text, zone);
        expect(read && wallClock(read.getTime(), zone), `${zone} ${text}`).toBe(text);
      }
    }
  });
});
