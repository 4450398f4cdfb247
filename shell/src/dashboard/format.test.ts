import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDays,
  formatEuros,
  formatInteger,
  formatPercent,
  formatTrades,
  percentOf,
} from './format';

/** Intl separates the number from its sign with a no-break space; the tests read it as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dashboard formats (es-ES)', () => {
  it('writes the honest zeros of a journal with no trades', () => {
    expect(formatTrades(0)).toBe('0 operaciones');
    expect(formatTrades(1)).toBe('1 operación');
    expect(plain(formatPercent(0))).toBe('0 %');
    expect(plain(formatEuros(0))).toBe('0,00 €');
  });

  it('groups thousands and uses the decimal comma', () => {
    expect(plain(formatEuros(-1234.5))).toBe('-1234,50 €');
    expect(plain(formatEuros(12345.5))).toBe('12.345,50 €');
    expect(formatInteger(25000)).toBe('25.000');
    expect(formatPercent(85.55)).toBe('85,6 %');
    expect(formatPercent(70)).toBe('70 %');
  });

  it('counts days in Spanish', () => {
    expect(formatDays(0)).toBe('0 días');
    expect(formatDays(1)).toBe('1 día');
    expect(formatDays(14)).toBe('14 días');
  });

  it('writes a calendar day in full, whatever the zone', () => {
    expect(formatCalendarDay('2026-12-15')).toBe('15 de diciembre de 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('1 de enero de 2027');
    expect(formatCalendarDay('15/12/2026')).toBe('—');
  });

  it('keeps progress between 0 and 100', () => {
    expect(percentOf(3, 6)).toBe(50);
    expect(percentOf(9, 6)).toBe(100);
    expect(percentOf(-1, 6)).toBe(0);
    expect(percentOf(0, 0)).toBe(100);
    expect(percentOf(1, 3)).toBe(33);
  });
});
