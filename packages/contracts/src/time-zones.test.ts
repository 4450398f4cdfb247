import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, TIME_ZONE_MAX_LENGTH } from './time-zones';

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
