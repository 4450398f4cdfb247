import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatPercent,
  formatPrice,
  parseSpanishDecimal,
  parseSpanishNumber,
  priceDecimals,
} from './numbers';

describe('Spanish numbers typed by a learner', () => {
  it('reads the comma as the decimal point', () => {
    expect(parseSpanishNumber('1,0872')).toBe(1.0872);
    expect(parseSpanishNumber('151,45')).toBe(151.45);
    expect(parseSpanishNumber(' 22 ')).toBe(22);
    expect(parseSpanishNumber('-0,5')).toBe(-0.5);
    expect(parseSpanishNumber('+3')).toBe(3);
  });

  it('reads dots as thousands separators, spaces too', () => {
    expect(parseSpanishNumber('10.000')).toBe(10000);
    expect(parseSpanishNumber('1.250.000,75')).toBe(1250000.75);
    expect(parseSpanishNumber('10 000')).toBe(10000);
    expect(parseSpanishNumber('10\u00a0000')).toBe(10000);
  });

  it('reads a lone dot that groups nothing as the decimal point', () => {
    expect(parseSpanishNumber('1.0872')).toBe(1.0872);
    expect(parseSpanishNumber('0.5')).toBe(0.5);
  });

  it('refuses what is not a number', () => {
    for (const text of [
      '',
      ' ',
      ',',
      '1,2,3',
      'abc',
      '1e5',
      '1.0872,5',
      '10.00,5',
      '--1',
      '1,',
      'Infinity',
    ]) {
      expect(parseSpanishNumber(text), text).toBeNull();
    }
  });
});

describe('Spanish numbers for the calculators', () => {
  it('reads them the same way, as exact dot-decimal strings', () => {
    expect(parseSpanishDecimal('1,0850')).toBe('1.0850');
    expect(parseSpanishDecimal('1.0872')).toBe('1.0872');
    expect(parseSpanishDecimal('10.000,5')).toBe('10000.5');
    expect(parseSpanishDecimal('-0,5')).toBe('-0.5');
    expect(parseSpanishDecimal('+3')).toBe('3');
    expect(parseSpanishDecimal('1,2,3')).toBeNull();
    expect(parseSpanishDecimal('9'.repeat(400))).toBeNull();
  });
});

describe('Spanish number formats', () => {
  it('writes prices with their decimals and a comma', () => {
    expect(formatPrice(1.085, 4)).toBe('1,0850');
    expect(formatPrice(151.2, 2)).toBe('151,20');
  });

  it('groups thousands and trims decimals', () => {
    expect(formatNumber(108500)).toBe('108.500');
    expect(formatNumber(3616.666, 2)).toBe('3616,67');
    expect(formatNumber(22)).toBe('22');
    expect(formatPercent(75)).toBe('75 %');
  });

  it('finds how many decimals a chart is quoted with', () => {
    expect(priceDecimals([1.085, 1.0872, 1.0843])).toBe(4);
    expect(priceDecimals([151.2, 151.45])).toBe(2);
    expect(priceDecimals([100, 101])).toBe(2);
    expect(priceDecimals([1.085123456])).toBe(5);
  });
});
