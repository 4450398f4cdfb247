import { describe, expect, it } from 'vitest';
import { startsNewDay } from './sessions.service';

describe('a refresh on a new local day', () => {
  it('is counted in the user’s zone, UTC while unset', () => {
    const evening = new Date('2026-11-26T22:30:00Z');
    const later = new Date('2026-11-26T23:30:00Z');
    // 23:30 and 00:30 in Madrid (UTC+1): a new day there, the same day in UTC.
    expect(startsNewDay(evening, later, 'Europe/Madrid')).toBe(true);
    expect(startsNewDay(evening, later, null)).toBe(false);
    expect(startsNewDay(later, new Date('2026-11-27T00:10:00Z'), null)).toBe(true);
  });

  it('is not a refresh later the same day', () => {
    expect(
      startsNewDay(new Date('2026-11-27T08:00:00Z'), new Date('2026-11-27T08:15:00Z'), 'America/Bogota'),
    ).toBe(false);
  });
});
