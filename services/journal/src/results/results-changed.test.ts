import { describe, expect, it } from 'vitest';
import { resultKeys, utcMonth } from './results-changed';

describe('utcMonth', () => {
  it('names the UTC calendar month, whatever the instant’s offset was written in', () => {
    expect(utcMonth(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03');
    expect(utcMonth(new Date('2026-04-01T01:30:00+02:00'))).toBe('2026-03');
    expect(utcMonth(new Date('2026-12-31T22:00:00-05:00'))).toBe('2027-01');
    expect(utcMonth(new Date('0999-01-15T00:00:00Z'))).toBe('0999-01');
  });
});

describe('resultKeys', () => {
  it('gives each month and currency once, in order', () => {
    expect(
      resultKeys([
        { closeTime: new Date('2026-05-02T10:00:00Z'), currency: 'USD' },
        { closeTime: new Date('2026-04-30T10:00:00Z'), currency: 'USD' },
        { closeTime: new Date('2026-05-20T10:00:00Z'), currency: 'EUR' },
        { closeTime: new Date('2026-05-31T23:00:00Z'), currency: 'USD' },
      ]),
    ).toEqual([
      { month: '2026-04', currency: 'USD' },
      { month: '2026-05', currency: 'EUR' },
      { month: '2026-05', currency: 'USD' },
    ]);
    expect(resultKeys([])).toEqual([]);
  });
});
