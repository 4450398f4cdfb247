import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatR,
  resolveTimeZone,
  tradesLabel,
} from './format';

describe('Spanish formats', () => {
  it('writes numbers, R and percentages the Spanish way', () => {
    expect(formatNumber('1234.5')).toBe('1234,5');
    expect(formatNumber(12345.678, 1)).toBe('12.345,7');
    expect(formatNumber(null)).toBe('—');
    expect(formatR('0.456')).toBe('+0,46 R');
    expect(formatR(-1.2)).toBe('-1,20 R');
    expect(formatR(null)).toBe('—');
    expect(formatPercent(55.555)).toBe('55,6 %');
    expect(formatPercent(null)).toBe('—');
    expect(tradesLabel(1)).toBe('1 operación');
    expect(tradesLabel(1200)).toBe('1200 operaciones');
  });

  it('writes money in its currency, or as a plain number when there is none', () => {
    expect(formatMoney('1234.5', 'EUR')).toBe('1234,50\u00a0€');
    expect(formatMoney('-12', 'USD')).toBe('-12,00\u00a0US$');
    expect(formatMoney('10.5', null)).toBe('10,5');
    expect(formatMoney(null, 'EUR')).toBe('—');
  });

  it('writes dates in the user’s zone', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'Europe/Madrid')).toBe('6 mar 2026');
    expect(formatDate('2026-03-05T23:30:00Z', 'UTC')).toBe('5 mar 2026');
    expect(formatDateTime('2026-03-05T13:30:00Z', 'Europe/Madrid')).toBe('5 mar 2026, 14:30');
    expect(formatDate('no es una fecha', 'UTC')).toBe('—');
    expect(resolveTimeZone('America/Bogota')).toBe('America/Bogota');
    expect(resolveTimeZone(null)).toBeTruthy();
  });
});
