import { describe, expect, it } from 'vitest';
import {
  AmountMessages,
  amountToInput,
  countLabel,
  formatMovement,
  fromCents,
  movementTone,
  readAmount,
  subtractAmounts,
  sumAmounts,
  toCents,
} from './money';

describe('CashCrafter amounts', () => {
  it('counts cents exactly', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents('1250')).toBe(125000n);
    expect(toCents('1.255')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
    expect(subtractAmounts('135.00', '100')).toBe('35.00');
    expect(subtractAmounts('0.1', '0.3')).toBe('-0.20');
    expect(subtractAmounts('x', '1')).toBeNull();
    expect(sumAmounts(['0.10', '0.20', '-1', 'x'])).toBe('-0.70');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('reads what the user types, Spanish or keypad, with the message when it cannot', () => {
    expect(readAmount('1.250,50', 'positive')).toEqual({ value: '1250.50' });
    expect(readAmount('35,5', 'positive')).toEqual({ value: '35.50' });
    expect(readAmount('10.000', 'positive')).toEqual({ value: '10000.00' });
    expect(readAmount('12.5', 'positive')).toEqual({ value: '12.50' });
    expect(readAmount('-20', 'any')).toEqual({ value: '-20.00' });
    expect(readAmount('veinte', 'positive')).toEqual({ error: AmountMessages.unreadable });
    expect(readAmount('1,255', 'positive')).toEqual({ error: AmountMessages.decimals });
    expect(readAmount('0', 'positive')).toEqual({ error: AmountMessages.positive });
    expect(readAmount('-1', 'notNegative')).toEqual({ error: AmountMessages.notNegative });
    expect(readAmount('0', 'notNegative')).toEqual({ value: '0.00' });
    expect(readAmount('0', 'notZero')).toEqual({ error: AmountMessages.notZero });
    expect(readAmount('-50', 'notZero')).toEqual({ value: '-50.00' });
    expect(readAmount('99999999999999', 'any')).toEqual({ error: AmountMessages.tooLarge });
    expect(readAmount('9999999999999,99', 'positive')).toEqual({ value: '9999999999999.99' });
  });

  it('gives an amount back as the user types it', () => {
    expect(amountToInput('1250.50')).toBe('1250,50');
    expect(amountToInput(null)).toBe('');
  });

  it('signs a movement by its kind and colours it', () => {
    expect(formatMovement('1200', 'EUR', 'income')).toMatch(/^\+1200,00\s€$/);
    expect(formatMovement('35', 'EUR', 'expense')).toMatch(/^-35,00\s€$/);
    expect(formatMovement('100', 'USD', 'transfer')).toMatch(/^100,00\sUS\$$/);
    expect(movementTone('income')).toBe('success');
    expect(movementTone('expense')).toBe('danger');
    expect(movementTone('transfer')).toBeUndefined();
    expect(movementTone('net', '-3.00')).toBe('danger');
    expect(movementTone('net', '0.00')).toBeUndefined();
  });

  it('counts in the singular and the plural', () => {
    expect(countLabel(1, 'movimiento', 'movimientos')).toBe('1 movimiento');
    expect(countLabel(42, 'movimiento', 'movimientos')).toBe('42 movimientos');
    expect(countLabel(0, 'duplicado', 'duplicados')).toBe('0 duplicados');
  });
});
