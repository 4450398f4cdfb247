import type {
  CashImport,
  CashSummary,
  CashTransactionPage,
  MonthlyReport,
  RecurringTransaction,
  SavingsGoal,
} from '@pipcrafters/contracts';
import { eventually, loginDemo } from '@pipcrafters/platform/src/testing/gateway-client';
import { describe, expect, inject, it } from 'vitest';
import { send } from '../testing/finance-api';

const stack = inject('stack');

/** The demo trader's CashCrafter, as a newcomer signing in sees it. */
describe('the demo household', () => {
  it('is lived-in: accounts, months of movements, budgets over, goals, recurring and the journal’s results', async () => {
    const trader = await loginDemo(stack, 'trader');
    const summary = await send<CashSummary>(trader, 'GET', '/api/finance/summary', undefined, 200);
    expect(summary.settings).toMatchObject({ mainCurrency: 'EUR', affordableLoss: '1500.00' });
    expect(summary.accounts.map((account) => [account.name, account.currency])).toEqual([
      ['Cuenta nómina', 'EUR'],
      ['Efectivo', 'EUR'],
      ['Cuenta ahorro', 'EUR'],
      ['Bróker (cuenta en USD)', 'USD'],
      ['Tarjeta de crédito', 'EUR'],
    ]);
    expect(Number(summary.netWorth)).toBeGreaterThan(5000);
    expect(summary.overBudget.map((budget) => budget.categoryName)).toContain('Ocio');
    expect(summary.upcoming.length).toBeGreaterThan(0);
    expect(Number(summary.riskCapital.brokerBalance)).toBeGreaterThan(4000);
    expect(Number(summary.riskCapital.exposedAbove)).toBeGreaterThan(0);

    const page = await send<CashTransactionPage>(
      trader,
      'GET',
      '/api/finance/transactions?limit=100',
      undefined,
      200,
    );
    expect(page.items.length).toBe(100);
    expect(page.nextCursor).not.toBeNull();
    const recurring = await send<RecurringTransaction[]>(
      trader,
      'GET',
      '/api/finance/recurring',
      undefined,
      200,
    );
    expect(recurring.map((item) => item.description)).toContain('Nómina ACME Logística SL');
    const goals = await send<SavingsGoal[]>(trader, 'GET', '/api/finance/goals', undefined, 200);
    expect(goals.map((goal) => goal.name).sort()).toEqual(['Fondo de emergencia', 'Viaje a Japón']);
    const imports = await send<CashImport[]>(trader, 'GET', '/api/finance/imports', undefined, 200);
    expect(imports[0]?.imported).toBeGreaterThan(0);

    const report = await send<MonthlyReport>(
      trader,
      'GET',
      '/api/finance/reports/monthly?months=6',
      undefined,
      200,
    );
    expect(report.months.filter((month) => Number(month.income) >= 2350)).not.toHaveLength(0);
    // The journal's demo trades arrive as events: some month of the last year carries a trading result.
    await eventually(async () => {
      const year = await send<MonthlyReport>(
        trader,
        'GET',
        '/api/finance/reports/monthly?months=36',
        undefined,
        200,
      );
      return year.months.some((month) => month.trading !== '0.00');
    }, 20_000);
  });
});
