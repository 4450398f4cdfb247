import type { SavingsGoal } from '@pipcrafters/contracts';
import { formatMoney } from '@pipcrafters/ui';
import { formatDate } from '../../format/dates';
import { subtractAmounts } from '../../format/money';

/** What the goal asks of the user now: nothing once reached, a monthly amount while there is time, the gap after. */
export function goalPlan(goal: SavingsGoal): string {
  if (goal.reached) return '¡Meta conseguida!';
  const missing = subtractAmounts(goal.target, goal.saved) ?? goal.target;
  if (goal.monthsLeft <= 0)
    return `La fecha (${formatDate(goal.targetDate)}) ya pasó: faltan ${formatMoney(missing, goal.currency)}.`;
  const months = goal.monthsLeft === 1 ? 'este mes' : `durante ${goal.monthsLeft} meses`;
  return `Ahorra ${formatMoney(goal.monthlyNeeded, goal.currency)} al mes ${months} para llegar el ${formatDate(goal.targetDate)}.`;
}

/** "Ahorrado 1.500,00 € de 6.000,00 €". */
export const savedText = (goal: SavingsGoal) =>
  `Ahorrado ${formatMoney(goal.saved, goal.currency)} de ${formatMoney(goal.target, goal.currency)}`;
