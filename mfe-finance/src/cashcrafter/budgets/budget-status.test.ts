import type { Budget } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { budgetStatus, spentText } from './budget-status';

const budget = (amount: string, spent: string, overBudget: boolean, progressPct: string): Budget => ({
  id: 'b1',
  categoryId: 'c1',
  categoryName: 'Ocio',
  month: '2025-06',
  amount,
  spent,
  remaining: String(Number(amount) - Number(spent)),
  progressPct,
  currency: 'EUR',
  overBudget,
});

describe('a budget in words', () => {
  it('says by how much the budget was passed, with a full red bar', () => {
    const status = budgetStatus(budget('100.00', '135.00', true, '135.00'));
    expect(status.over).toBe(true);
    expect(status.percent).toBe(100);
    expect(status.text).toMatch(/^Te has pasado del presupuesto de Ocio en 35,00\s€$/);
  });

  it('says what is left while within it', () => {
    const status = budgetStatus(budget('100.00', '40.50', false, '40.50'));
    expect(status).toMatchObject({ over: false, percent: 40.5 });
    expect(status.text).toMatch(/^Te quedan 59,50\s€ de 100,00\s€$/);
    expect(spentText(budget('100.00', '40.50', false, '40.50'))).toMatch(/^Gastado 40,50\s€ de 100,00\s€$/);
  });

  it('fills nothing of an empty budget and trusts the amounts over a stale flag', () => {
    expect(budgetStatus(budget('0.00', '0.00', false, '0')).percent).toBe(0);
    expect(budgetStatus(budget('50.00', '60.00', false, '120.00')).over).toBe(true);
  });
});
