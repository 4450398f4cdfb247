import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './time-zones';

const JANUARY = new Date('2026-01-15T12:00:00Z');

describe('time zone options', () => {
  it('label each zone with its readable name and its offset at that moment', () => {
    expect(timeZoneLabel('America/New_York', JANUARY)).toBe('America/New York (GMT-5)');
    expect(timeZoneLabel('Europe/Madrid', new Date('2026-07-15T12:00:00Z'))).toBe('Europe/Madrid (GMT+2)');
  });

  it('are every zone the browser knows', () => {
    const options = timeZoneOptions('Europe/Madrid', JANUARY);
    expect(options.length).toBe(Intl.supportedValuesOf('timeZone').length);
    expect(options).toContainEqual({ value: 'Europe/Madrid', label: 'Europe/Madrid (GMT+1)' });
  });

  it('add the saved zone first when the list leaves it out', () => {
    const [first] = timeZoneOptions('UTC', JANUARY);
    expect(first?.value).toBe('UTC');
    expect(first?.label).toMatch(/^UTC \(GMT/);
    expect(timeZoneOptions(null, JANUARY).length).toBe(Intl.supportedValuesOf('timeZone').length);
  });
});
