import type { CashAccount, CashCategory } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { cashData } from './cash-data';

const settings = {
  mainCurrency: 'EUR',
  affordableLoss: null,
  timeZone: 'Europe/Madrid',
  currencies: ['EUR', 'USD'],
};
const account = (id: string, name: string, archived: boolean) =>
  ({ id, name, archived, currency: 'EUR', kind: 'bank' }) as CashAccount;
const category = (id: string, name: string, kind: 'income' | 'expense', hidden = false): CashCategory => ({
  id,
  name,
  kind,
  builtIn: true,
  hidden,
});

describe('cashData', () => {
  const data = cashData(
    settings,
    [account('a1', 'Nómina', false), account('a2', 'Antigua', true)],
    [
      category('c1', 'Vivienda', 'expense'),
      category('c2', 'Ocio', 'expense'),
      category('c3', 'Educación', 'expense', true),
      category('c4', 'Salario', 'income'),
    ],
    Date.parse('2025-06-30T22:30:00Z'),
  );

  it("takes today in the user's zone and keeps archived accounts for names only", () => {
    expect(data.today).toBe('2025-07-01');
    expect(data.openAccounts.map((item) => item.id)).toEqual(['a1']);
    expect(data.accountName('a2')).toBe('Antigua');
    expect(data.accountName('gone')).toBe('Cuenta eliminada');
    expect(data.categoryName(null)).toBe('Sin categoría');
  });

  it('offers the visible categories of a kind in Spanish order, plus the one a record already has', () => {
    expect(data.categoryOptions('expense').map((option) => option.label)).toEqual(['Ocio', 'Vivienda']);
    expect(data.categoryOptions('expense', 'c3').map((option) => option.label)).toEqual([
      'Educación',
      'Ocio',
      'Vivienda',
    ]);
    expect(data.categoryOptions('income').map((option) => option.value)).toEqual(['c4']);
  });
});
