import { describe, expect, it } from 'vitest';
import { money, readNumber, spanish } from './numbers';

describe('numbers as learners write them', () => {
  it('reads Spanish and English styles', () => {
    const cases: [string, string | null][] = [
      ['10.000', '10000'],
      ['10,000', '10000'],
      ['1.000.000', '1000000'],
      ['1,0850', '1.0850'],
      ['1.0850', '1.0850'],
      ['0,5', '0.5'],
      ['0.01', '0.01'],
      ['25', '25'],
      ['1.234,56', '1234.56'],
      ['1,234.56', '1234.56'],
      ['151,20', '151.20'],
      ['1.', null],
      ['abc', null],
    ];
    for (const [text, expected] of cases) expect(readNumber(text), text).toBe(expected);
  });

  it('writes Spanish figures', () => {
    expect(spanish('1234.5')).toBe('1.234,5');
    expect(spanish('10000')).toBe('10.000');
    expect(spanish('0.29')).toBe('0,29');
    expect(money('2000', 'USD')).toBe('2.000,00 USD');
    expect(money('12.5', 'EUR')).toBe('12,50 EUR');
  });
});
