import type { Budget } from '@pipcrafters/contracts';
import { formatMoney } from '@pipcrafters/ui';
import { subtractAmounts } from '../../format/money';

export interface BudgetStatus {
  /** The bar's fill, 0–100 (a budget passed fills it). */
  percent: number;
  over: boolean;
  /** "Te has pasado del presupuesto de Ocio en 35,00 €", or what is left. */
  text: string;
}

/** How a month's budget stands, in words and as a bar. */
export function budgetStatus(budget: Budget): BudgetStatus {
  const progress = Number(budget.progressPct);
  const percent = Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0;
  const excess = subtractAmounts(budget.spent, budget.amount);
  const over = budget.overBudget || (excess !== null && Number(excess) > 0);
  if (over)
    return {
      percent: 100,
      over,
      text: `Te has pasado del presupuesto de ${budget.categoryName} en ${formatMoney(excess ?? budget.remaining, budget.currency)}`,
    };
  return {
    percent,
    over,
    text: `Te quedan ${formatMoney(subtractAmounts(budget.amount, budget.spent) ?? budget.remaining, budget.currency)} de ${formatMoney(budget.amount, budget.currency)}`,
  };
}

/** "Gastado 135,00 € de 100,00 €". */
export const spentText = (budget: Budget) =>
  `Gastado ${formatMoney(budget.spent, budget.currency)} de ${formatMoney(budget.amount, budget.currency)}`;
