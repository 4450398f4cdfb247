import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatMoney,
  formatNumber,
  formatPercent,
  formatR,
  formatSigned,
  tradesLabel,
} from './numbers';

describe('Spanish number formats', () => {
  it('writes numbers with at most, or exactly, so many decimals', () => {
    expect(formatNumber('1234.5')).toBe('1234,5');
    expect(formatNumber(12345.678, 1)).toBe('12.345,7');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber('mucho')).toBe('—');
    expect(formatFixed('1.085', 5)).toBe('1,08500');
    expect(formatFixed('x', 2)).toBe('—');
  });

  it('signs pips and R, and writes percentages and trade counts', () => {
    expect(formatSigned('12.34', 1)).toBe('+12,3');
    expect(formatSigned(-4, 2)).toBe('-4,00');
    expect(formatSigned(0, 1)).toBe('0,0');
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
    expect(formatMoney('-12345.5', 'USD')).toBe('-12.345,50\u00a0US$');
    expect(formatMoney('10.5', null)).toBe('10,5');
    expect(formatMoney(null, 'EUR')).toBe('—');
    expect(formatMoney('10', 'XX')).toBe('10 XX');
  });
});
