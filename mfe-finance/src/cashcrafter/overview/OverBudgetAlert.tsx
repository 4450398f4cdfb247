import type { Budget } from '@pipcrafters/contracts';
import { Alert, formatMoney } from '@pipcrafters/ui';
import type { ReactNode } from 'react';
import { formatMonth } from '../../format/dates';
import { budgetStatus } from '../budgets/budget-status';

/** The month's budgets already passed, each with by how much: at the top of the overview and of Presupuestos. */
export function OverBudgetAlert({ budgets, action }: { budgets: Budget[]; action?: ReactNode }) {
  if (budgets.length === 0) return null;
  const month = budgets[0]?.month;
  return (
    <Alert
      type="error"
      showIcon
      title={
        budgets.length === 1
          ? `Te has pasado de 1 presupuesto${month ? ` en ${formatMonth(month)}` : ''}`
          : `Te has pasado de ${budgets.length} presupuestos${month ? ` en ${formatMonth(month)}` : ''}`
      }
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {budgets.map((budget) => (
              <li key={budget.id}>
                {budgetStatus(budget).text} ({formatMoney(budget.spent, budget.currency)} de{' '}
                {formatMoney(budget.amount, budget.currency)}).
              </li>
            ))}
          </ul>
          {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
        </>
      }
    />
  );
}
