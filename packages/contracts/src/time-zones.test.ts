import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, localDay, TIME_ZONE_MAX_LENGTH } from './time-zones';

describe('isIanaTimeZone', () => {
  it('knows real zones, the first time and every time after', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isIanaTimeZone('Europe/Madrid')).toBe(true);
      expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
      expect(isIanaTimeZone('UTC')).toBe(true);
    }
  });

  it('refuses what is not a zone, even beside names it already knows', () => {
    expect(isIanaTimeZone('Europe/Madrid')).toBe(true);
    for (const value of [
      'Europe/Madri',
      'europe/madrid ',
      '+02:00',
      '',
      `Europe/${'a'.repeat(TIME_ZONE_MAX_LENGTH)}`,
      'Marte/Olympus_Mons',
      null,
      42,
      ['Europe/Madrid'],
    ]) {
      expect(isIanaTimeZone(value)).toBe(false);
    }
  });
});

describe('localDay', () => {
  it('gives the calendar day an instant falls on in the zone, the same from the kept formatter', () => {
    const lateInUtc = new Date('2026-11-27T23:30:00Z');
    for (let round = 0; round < 2; round += 1) {
      expect(localDay(lateInUtc, 'UTC')).toBe('2026-11-27');
      expect(localDay(lateInUtc, 'Europe/Madrid')).toBe('2026-11-28');
      expect(localDay(lateInUtc, 'America/Mexico_City')).toBe('2026-11-27');
      expect(localDay(new Date('2026-01-01T04:59:00Z'), 'America/Bogota')).toBe('2025-12-31');
    }
  });
});
