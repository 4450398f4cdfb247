import { describe, expect, it } from 'vitest';
import { parseAmount, parseDecimal, readNumberFields, UNREADABLE_NUMBER } from './input';

describe('parseDecimal', () => {
  it('reads a price typed with a comma or a dot alike', () => {
    expect(parseDecimal('1,0850')).toBe('1.0850');
    expect(parseDecimal('1.0850')).toBe('1.0850');
    expect(parseDecimal(' 150,00 ')).toBe('150.00');
    expect(parseDecimal('-6,5')).toBe('-6.5');
    expect(parseDecimal('1.250,75')).toBe('1250.75');
  });

  it('refuses what is not a number', () => {
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(parseDecimal('1.2,3')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});

describe('parseAmount', () => {
  it('reads dots grouping thousands as thousands', () => {
    expect(parseAmount('14.500')).toBe('14500');
    expect(parseAmount('1.250.000')).toBe('1250000');
    expect(parseAmount('14.500,50')).toBe('14500.50');
    expect(parseAmount('10 000')).toBe('10000');
  });

  it('keeps a decimal that cannot be thousands', () => {
    expect(parseAmount('14.5')).toBe('14.5');
    expect(parseAmount('14,5')).toBe('14.5');
  });
});

describe('readNumberFields', () => {
  it('reads each field by its kind, leaves empty ones out and marks the unreadable', () => {
    const read = readNumberFields(
      { balance: '14.500', price: '1.0850', stop: '', lots: 'uno' },
      { balance: 'amount', price: 'decimal', stop: 'decimal', lots: 'decimal' },
    );
    expect(read.values).toEqual({ balance: '14500', price: '1.0850' });
    expect(read.errors).toEqual({ lots: UNREADABLE_NUMBER });
  });

  it('hands text fields on trimmed, for the calculator to read', () => {
    expect(readNumberFields({ leverage: ' 1:30 ' }, { leverage: 'text' })).toEqual({
      values: { leverage: '1:30' },
      errors: {},
    });
  });
});
