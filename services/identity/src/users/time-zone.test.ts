import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { IanaTimeZoneField, isIanaTimeZone } from './time-zone';

const MESSAGE = 'zona no válida';

class Required {
  @IanaTimeZoneField(MESSAGE)
  zone: string;
}

class Clearable {
  @IanaTimeZoneField(MESSAGE, { nullable: true })
  zone?: string | null;
}

function problems(dto: new () => object, plain: object): string[] {
  return validateSync(plainToInstance(dto, plain)).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('isIanaTimeZone', () => {
  it('accepts IANA names', () => {
    for (const zone of [
      'Europe/Madrid',
      'America/Argentina/Buenos_Aires',
      'Etc/GMT+2',
      'UTC',
      'America/Port-au-Prince',
    ]) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses offsets, made-up names and anything that is not a short string', () => {
    for (const zone of [
      '+02:00',
      '-0500',
      'Local',
      'Europe/Nowhere',
      '',
      ' Europe/Madrid',
      'Europe//Madrid',
      null,
      1,
    ]) {
      expect(isIanaTimeZone(zone), String(zone)).toBe(false);
    }
    expect(isIanaTimeZone(`Europe/${'a'.repeat(60)}`)).toBe(false);
  });
});

describe('IanaTimeZoneField', () => {
  it('answers the field’s own message, once', () => {
    expect(problems(Required, { zone: 'Europe/Madrid' })).toEqual([]);
    expect(new Set(problems(Required, { zone: '+02:00' }))).toEqual(new Set([MESSAGE]));
    expect(new Set(problems(Required, { zone: 7 }))).toEqual(new Set([MESSAGE]));
    expect(new Set(problems(Required, {}))).toEqual(new Set([MESSAGE]));
  });

  it('with nullable, lets the field be null or left out', () => {
    expect(problems(Clearable, {})).toEqual([]);
    expect(problems(Clearable, { zone: null })).toEqual([]);
    expect(problems(Clearable, { zone: 'Asia/Tokyo' })).toEqual([]);
    expect(new Set(problems(Clearable, { zone: 'Local' }))).toEqual(new Set([MESSAGE]));
  });
});
