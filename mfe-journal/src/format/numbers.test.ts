import { describe, expect, it } from 'vitest';
import { parseAmount, parseDecimal } from './numbers';

describe('decimals typed by the user', () => {
  it('reads comma and dot decimals, and dotted thousands with a comma decimal', () => {
    expect(parseDecimal('1,0850')).toBe('1.0850');
    expect(parseDecimal('1.0850')).toBe('1.0850');
    expect(parseDecimal('-12,5')).toBe('-12.5');
    expect(parseDecimal('1.250,75')).toBe('1250.75');
    expect(parseDecimal(' 007 ')).toBe('7');
    expect(parseDecimal('-0')).toBe('0');
  });

  it('reads dotted thousands in an amount, and a lone dot as its decimal point', () => {
    expect(parseAmount('10.000')).toBe('10000');
    expect(parseAmount('1.250.000')).toBe('1250000');
    expect(parseAmount('1.250.000,5')).toBe('1250000.5');
    expect(parseAmount('99.5')).toBe('99.5');
    expect(parseDecimal('10.000')).toBe('10.000');
  });

  it('refuses the rest', () => {
    for (const text of ['', 'abc', '1,2,3', '1e5', '1.2.3', '12.34,5'])
      expect(parseDecimal(text), text).toBeNull();
  });
});
