import type { SavingsGoal } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { goalPlan, savedText } from './goal-plan';

const goal = (patch: Partial<SavingsGoal>): SavingsGoal => ({
  id: 'g1',
  name: 'Fondo de emergencia',
  target: '6000.00',
  currency: 'EUR',
  targetDate: '2025-12-31',
  saved: '1500.00',
  monthlyNeeded: '750.00',
  monthsLeft: 6,
  progressPct: '25.00',
  reached: false,
  accountId: null,
  createdAt: '2025-06-01T10:00:00Z',
  ...patch,
});

describe('a savings goal in words', () => {
  it('asks for a monthly amount while there is time', () => {
    expect(goalPlan(goal({}))).toMatch(
      /^Ahorra 750,00\s€ al mes durante 6 meses para llegar el 31\/12\/2025\.$/,
    );
    expect(goalPlan(goal({ monthsLeft: 1, monthlyNeeded: '4500.00' }))).toMatch(
      /al mes este mes para llegar/,
    );
  });

  it('says what is missing once the date has passed, and celebrates a reached goal', () => {
    expect(goalPlan(goal({ monthsLeft: 0 }))).toMatch(
      /^La fecha \(31\/12\/2025\) ya pasó: faltan 4500,00\s€\.$/,
    );
    expect(goalPlan(goal({ reached: true, saved: '6000.00' }))).toBe('¡Meta conseguida!');
  });

  it('says how much is saved of the target', () => {
    expect(savedText(goal({}))).toMatch(/^Ahorrado 1500,00\s€ de 6000,00\s€$/);
  });
});
