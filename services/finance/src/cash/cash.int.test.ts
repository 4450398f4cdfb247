import type {
  BudgetMonth,
  CashAccount,
  CashCategory,
  CashImport,
  CashSettings,
  CashSummary,
  CashTransaction,
  CashTransactionPage,
  CategoryReport,
  ImportPreview,
  MonthlyReport,
  RecurringTransaction,
  RiskCapital,
  SavingsGoal,
  UpcomingPosting,
} from '@pipcrafters/contracts';
import { domainEvent, EventSender } from '@pipcrafters/platform/src/testing/event-sender';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FinanceMessages } from '../messages';
import { type ErrorBody, member, send } from '../testing/finance-api';
import { defaultCategoryId } from './default-categories';
import { addDays, addMonths, localToday } from './recurrence';

/**
 * CashCrafter through the gateway: accounts and balances, transfers across currencies, categories, budgets across
 * month ends, goals, recurring postings in the user's time zone, CSV imports with duplicates, the export, the
 * journal's results arriving as events, and every record its owner's only.
 */

const stack = inject('stack');
const texts = FinanceMessages.cash;
const sender = new EventSender(stack, 'finance');

beforeAll(() => sender.start());
afterAll(() => sender.stop());

const today = () => localToday('UTC');

async function account(user: SignedIn, body: Record<string, unknown>): Promise<CashAccount> {
  return send<CashAccount>(user, 'POST', '/api/finance/accounts', body, 201);
}

async function move(user: SignedIn, body: Record<string, unknown>): Promise<CashTransaction> {
  return send<CashTransaction>(user, 'POST', '/api/finance/transactions', body, 201);
}

const accounts = (user: SignedIn) =>
  send<CashAccount[]>(user, 'GET', '/api/finance/accounts', undefined, 200);

describe('accounts, transactions and balances', () => {
  it('keeps balances per account, transfers across currencies, and net worth in the main currency', async () => {
    const user = await member('cuentas');
    const settings = await send<CashSettings>(
      user,
      'PUT',
      '/api/finance/settings',
      { mainCurrency: 'USD' },
      200,
    );
    expect(settings).toMatchObject({ mainCurrency: 'USD', affordableLoss: null, timeZone: 'UTC' });
    expect(settings.currencies.slice(0, 8)).toEqual(['USD', 'EUR', 'MXN', 'COP', 'ARS', 'CLP', 'PEN', 'GBP']);

    const bank = await account(user, {
      name: 'Banco',
      kind: 'bank',
      currency: 'USD',
      openingBalance: '1000',
    });
    const pesos = await account(user, { name: 'Pesos', kind: 'cash', currency: 'COP', openingBalance: 0 });
    expect(bank).toMatchObject({ balance: '1000.00', balanceMain: '1000.00', transactionCount: 0 });

    const salary = defaultCategoryId('Nómina');
    const food = defaultCategoryId('Supermercado');
    await move(user, {
      accountId: bank.id,
      kind: 'income',
      amount: '2500.50',
      date: today(),
      categoryId: salary,
      description: 'Nómina',
    });
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: 49.9,
      date: today(),
      categoryId: food,
      description: 'Súper',
    });
    const transfer = await move(user, {
      accountId: bank.id,
      kind: 'transfer',
      amount: '500',
      transferAccountId: pesos.id,
      transferAmount: '2040000',
      date: today(),
      description: 'Cambio',
    });
    expect(transfer).toMatchObject({
      kind: 'transfer',
      amount: '500.00',
      currency: 'USD',
      transferAmount: '2040000.00',
      categoryId: null,
    });

    const listed = await accounts(user);
    expect(listed.map((row) => [row.name, row.balance, row.balanceMain, row.transactionCount])).toEqual([
      ['Banco', '2950.60', '2950.60', 3],
      // 2,040,000 COP at USDCOP 4080 (the shipped snapshot) is 500 USD.
      ['Pesos', '2040000.00', '500.00', 1],
    ]);
    const summary = await send<CashSummary>(user, 'GET', '/api/finance/summary', undefined, 200);
    expect(summary).toMatchObject({
      netWorth: '3450.60',
      income: '2500.50',
      expense: '49.90',
      month: today().slice(0, 7),
    });
    expect(summary.ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A transfer between different currencies must say what arrived; one in the same currency must not differ.
    const second = await account(user, { name: 'Ahorro', kind: 'savings', currency: 'USD' });
    const needed = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/transactions',
      { accountId: bank.id, kind: 'transfer', amount: '10', transferAccountId: pesos.id, date: today() },
      400,
    );
    expect(needed.message).toBe(texts.transferAmountNeeded('USD', 'COP'));
    const same = await move(user, {
      accountId: bank.id,
      kind: 'transfer',
      amount: '10',
      transferAccountId: second.id,
      date: today(),
    });
    expect(same.transferAmount).toBe('10.00');
    const wrongCategory = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/transactions',
      { accountId: bank.id, kind: 'expense', amount: '1', categoryId: salary, date: today() },
      400,
    );
    expect(wrongCategory.message).toBe(texts.categoryKindMismatch('income'));

    // Editing moves the money; deleting an account with transactions is refused, archiving is not.
    await send(user, 'PATCH', `/api/finance/transactions/${same.id}`, { amount: '25' }, 200);
    expect((await accounts(user)).find((row) => row.id === second.id)?.balance).toBe('25.00');
    const refused = await send<ErrorBody>(
      user,
      'DELETE',
      `/api/finance/accounts/${second.id}`,
      undefined,
      409,
    );
    expect(refused.message).toBe(texts.accountHasTransactions);
    await send(user, 'PATCH', `/api/finance/accounts/${second.id}`, { archived: true }, 200);
    expect((await accounts(user)).map((row) => row.name)).toEqual(['Banco', 'Pesos']);
    const archived = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/transactions',
      { accountId: second.id, kind: 'income', amount: '1', date: today() },
      409,
    );
    expect(archived.message).toBe(texts.accountArchived);
    const empty = await account(user, { name: 'Vacía', kind: 'card', currency: 'EUR' });
    await send(user, 'DELETE', `/api/finance/accounts/${empty.id}`, undefined, 204);

    const taken = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/accounts',
      { name: 'banco', kind: 'bank', currency: 'USD' },
      409,
    );
    expect(taken.message).toBe(texts.accountNameTaken('banco'));
    const unknown = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/accounts',
      { name: 'X', kind: 'bank', currency: 'XYZ' },
      400,
    );
    expect(unknown.message).toBe(texts.currency);
  });

  it('pages and filters transactions, newest first', async () => {
    const user = await member('paginas');
    const bank = await account(user, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    for (let day = 1; day <= 7; day += 1) {
      await move(user, {
        accountId: bank.id,
        kind: 'expense',
        amount: `${day}`,
        date: `2026-03-0${day}`,
        description: day % 2 ? 'Café' : 'Pan',
      });
    }
    const first = await send<CashTransactionPage>(
      user,
      'GET',
      '/api/finance/transactions?limit=3',
      undefined,
      200,
    );
    expect(first.items.map((item) => item.date)).toEqual(['2026-03-07', '2026-03-06', '2026-03-05']);
    const second = await send<CashTransactionPage>(
      user,
      'GET',
      `/api/finance/transactions?limit=3&cursor=${first.nextCursor}`,
      undefined,
      200,
    );
    expect(second.items.map((item) => item.date)).toEqual(['2026-03-04', '2026-03-03', '2026-03-02']);
    const filtered = await send<CashTransactionPage>(
      user,
      'GET',
      '/api/finance/transactions?q=caf%C3%A9&from=2026-03-02&to=2026-03-06',
      undefined,
      200,
    );
    expect(filtered.items.map((item) => item.date)).toEqual(['2026-03-05', '2026-03-03']);
    const bad = await send<ErrorBody>(user, 'GET', '/api/finance/transactions?cursor=bm9wZQ', undefined, 400);
    expect(bad.message).toBe(texts.cursor);
    const range = await send<ErrorBody>(
      user,
      'GET',
      '/api/finance/transactions?from=2026-03-05&to=2026-03-01',
      undefined,
      400,
    );
    expect(range.message).toBe(texts.range);
  });

  it('refuses bad input with Spanish messages', async () => {
    const user = await member('entradas');
    const bank = await account(user, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    const cases: [Record<string, unknown>, string][] = [
      [{ accountId: bank.id, kind: 'expense', amount: '0', date: '2026-01-01' }, texts.amount],
      [{ accountId: bank.id, kind: 'expense', amount: '1.234', date: '2026-01-01' }, texts.amount],
      [{ accountId: bank.id, kind: 'expense', amount: 0.1 + 0.2, date: '2026-01-01' }, texts.amount],
      [{ accountId: bank.id, kind: 'expense', amount: '99999999999999', date: '2026-01-01' }, texts.amount],
      [{ accountId: bank.id, kind: 'expense', amount: '1', date: '2026-02-30' }, texts.date],
      [{ accountId: bank.id, kind: 'gift', amount: '1', date: '2026-01-01' }, texts.transactionKind],
      [{ accountId: 'nope', kind: 'expense', amount: '1', date: '2026-01-01' }, texts.id('accountId')],
      [
        { accountId: bank.id, kind: 'expense', amount: '1', date: '2026-01-01', description: 'a\u202eb' },
        texts.description,
      ],
      [
        { accountId: bank.id, kind: 'expense', amount: '1', date: '2026-01-01', transferAmount: '3' },
        texts.notTransfer,
      ],
    ];
    for (const [body, message] of cases) {
      const error = await send<ErrorBody>(user, 'POST', '/api/finance/transactions', body, 400);
      expect(error.message, JSON.stringify(body)).toBe(message);
    }
  });
});

describe('categories and budgets', () => {
  it('has Spanish defaults, the user’s own, and refuses renaming a default', async () => {
    const user = await member('categorias');
    const list = await send<CashCategory[]>(user, 'GET', '/api/finance/categories', undefined, 200);
    expect(
      list
        .filter((item) => item.kind === 'expense')
        .map((item) => item.name)
        .slice(0, 3),
    ).toEqual(['Vivienda', 'Supermercado', 'Restaurantes']);
    const own = await send<CashCategory>(
      user,
      'POST',
      '/api/finance/categories',
      { name: 'Mascotas', kind: 'expense' },
      201,
    );
    expect(own).toMatchObject({ builtIn: false, hidden: false });
    const clash = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/categories',
      { name: 'ocio', kind: 'expense' },
      409,
    );
    expect(clash.message).toBe(texts.categoryNameTaken('ocio'));
    const rename = await send<ErrorBody>(
      user,
      'PATCH',
      `/api/finance/categories/${defaultCategoryId('Ocio')}`,
      { name: 'Fiesta' },
      400,
    );
    expect(rename.message).toBe(texts.builtInCategory);
    const hidden = await send<CashCategory>(
      user,
      'PATCH',
      `/api/finance/categories/${defaultCategoryId('Ocio')}`,
      { hidden: true },
      200,
    );
    expect(hidden).toMatchObject({ builtIn: true, hidden: true });
    await send(user, 'DELETE', `/api/finance/categories/${own.id}`, undefined, 204);
    // Another user still sees Ocio, unhidden.
    const other = await member('categorias-otro');
    const theirs = await send<CashCategory[]>(other, 'GET', '/api/finance/categories', undefined, 200);
    expect(theirs.find((item) => item.name === 'Ocio')?.hidden).toBe(false);
  });

  it('counts a month’s expenses to its last day and warns when over', async () => {
    const user = await member('presupuesto');
    await send(user, 'PUT', '/api/finance/settings', { mainCurrency: 'EUR' }, 200);
    const bank = await account(user, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    const leisure = defaultCategoryId('Ocio');
    await send(
      user,
      'PUT',
      '/api/finance/budgets',
      { categoryId: leisure, month: '2026-02', amount: '100' },
      200,
    );
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: '60',
      date: '2026-02-01',
      categoryId: leisure,
    });
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: '40',
      date: '2026-02-28',
      categoryId: leisure,
    });
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: '70',
      date: '2026-03-01',
      categoryId: leisure,
    });
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: '9',
      date: '2026-01-31',
      categoryId: leisure,
    });
    let february = await send<BudgetMonth>(user, 'GET', '/api/finance/budgets?month=2026-02', undefined, 200);
    expect(february.items).toEqual([
      expect.objectContaining({
        categoryName: 'Ocio',
        amount: '100.00',
        spent: '100.00',
        remaining: '0.00',
        progressPct: '100.00',
        overBudget: false,
      }),
    ]);
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: '0.01',
      date: '2026-02-28',
      categoryId: leisure,
    });
    february = await send<BudgetMonth>(user, 'GET', '/api/finance/budgets?month=2026-02', undefined, 200);
    expect(february.items[0]).toMatchObject({ spent: '100.01', remaining: '-0.01', overBudget: true });

    const copied = await send<BudgetMonth>(
      user,
      'POST',
      '/api/finance/budgets/copy',
      { from: '2026-02', to: '2026-03' },
      200,
    );
    expect(copied.items[0]).toMatchObject({
      month: '2026-03',
      amount: '100.00',
      spent: '70.00',
      overBudget: false,
    });
    const income = await send<ErrorBody>(
      user,
      'PUT',
      '/api/finance/budgets',
      { categoryId: defaultCategoryId('Nómina'), month: '2026-02', amount: '1' },
      400,
    );
    expect(income.message).toBe(texts.budgetCategory);
    const report = await send<CategoryReport>(
      user,
      'GET',
      '/api/finance/reports/categories?from=2026-01&to=2026-02',
      undefined,
      200,
    );
    expect(report).toMatchObject({
      total: '109.01',
      items: [{ name: 'Ocio', amount: '109.01', sharePct: '100.00' }],
    });
  });
});

describe('goals', () => {
  it('says what to save each month, from contributions or a linked account', async () => {
    const user = await member('metas');
    const thisMonth = today().slice(0, 7);
    const due = `${addMonths(thisMonth, 3)}-15`;
    const goal = await send<SavingsGoal>(
      user,
      'POST',
      '/api/finance/goals',
      { name: 'Viaje', target: '1000', currency: 'EUR', targetDate: due, saved: '100' },
      201,
    );
    // 900 left over 4 months (this one included): 225 a month.
    expect(goal).toMatchObject({
      saved: '100.00',
      monthsLeft: 4,
      monthlyNeeded: '225.00',
      progressPct: '10.00',
      reached: false,
    });
    const after = await send<SavingsGoal>(
      user,
      'POST',
      `/api/finance/goals/${goal.id}/contributions`,
      { amount: '200' },
      200,
    );
    // 700 over 4 is 175; 701 would round up to 175.25.
    expect(after).toMatchObject({ saved: '300.00', monthlyNeeded: '175.00' });
    const overdraw = await send<ErrorBody>(
      user,
      'POST',
      `/api/finance/goals/${goal.id}/contributions`,
      { amount: '-301' },
      400,
    );
    expect(overdraw.message).toBe(texts.goalOverdraw);
    const savings = await account(user, {
      name: 'Ahorro',
      kind: 'savings',
      currency: 'EUR',
      openingBalance: '1200',
    });
    const linked = await send<SavingsGoal>(
      user,
      'PATCH',
      `/api/finance/goals/${goal.id}`,
      { accountId: savings.id },
      200,
    );
    expect(linked).toMatchObject({
      saved: '1200.00',
      reached: true,
      monthlyNeeded: '0.00',
      progressPct: '100.00',
    });
    const refused = await send<ErrorBody>(
      user,
      'POST',
      `/api/finance/goals/${goal.id}/contributions`,
      { amount: '5' },
      409,
    );
    expect(refused.message).toBe(texts.goalLinked);
    const late = await send<SavingsGoal>(
      user,
      'POST',
      '/api/finance/goals',
      { name: 'Tarde', target: '50', currency: 'EUR', targetDate: '2020-01-31' },
      201,
    );
    expect(late).toMatchObject({ monthsLeft: 0, monthlyNeeded: '50.00' });
  });
});

describe('the overview', () => {
  it('posts what is due first and answers what the separate reads answer (accounts, risk capital, upcoming, budgets)', async () => {
    const user = await member('resumen');
    await send(user, 'PUT', '/api/finance/settings', { affordableLoss: '100' }, 200);
    const bank = await account(user, {
      name: 'Banco',
      kind: 'bank',
      currency: 'USD',
      openingBalance: '1000',
    });
    const broker = await account(user, {
      name: 'Bróker',
      kind: 'broker',
      currency: 'USD',
      openingBalance: '300',
    });
    const old = await account(user, {
      name: 'Antigua',
      kind: 'savings',
      currency: 'USD',
      openingBalance: '50',
    });
    await send(user, 'PATCH', `/api/finance/accounts/${old.id}`, { archived: true }, 200);
    const leisure = defaultCategoryId('Ocio');
    await send(
      user,
      'PUT',
      '/api/finance/budgets',
      { categoryId: leisure, month: today().slice(0, 7), amount: '30' },
      200,
    );
    await move(user, { accountId: bank.id, kind: 'income', amount: '200', date: today() });
    const weekly = await send<RecurringTransaction>(
      user,
      'POST',
      '/api/finance/recurring',
      {
        accountId: bank.id,
        kind: 'expense',
        amount: '40',
        description: 'Cine',
        frequency: 'weekly',
        day: String(new Date(`${today()}T12:00:00Z`).getUTCDay() || 7),
        categoryId: leisure,
      },
      201,
    );
    // Today's posting undone and due again: the overview's read posts it before it sums the month.
    await sql(stack, 'DELETE FROM finance.transactions WHERE recurring_id = $1', [weekly.id]);
    await sql(
      stack,
      'UPDATE finance.recurring SET next_date = $2::date, last_posted_date = NULL WHERE id = $1',
      [weekly.id, today()],
    );
    const summary = await send<CashSummary>(user, 'GET', '/api/finance/summary', undefined, 200);
    expect(summary).toMatchObject({ month: today().slice(0, 7), income: '200.00', expense: '40.00' });
    const [listed, risk, upcoming, budgets, settings] = await Promise.all([
      accounts(user),
      send<RiskCapital>(user, 'GET', '/api/finance/risk-capital', undefined, 200),
      send<UpcomingPosting[]>(user, 'GET', '/api/finance/recurring/upcoming?days=30', undefined, 200),
      send<BudgetMonth>(user, 'GET', '/api/finance/budgets', undefined, 200),
      send<CashSettings>(user, 'GET', '/api/finance/settings', undefined, 200),
    ]);
    expect(summary.accounts).toEqual(listed);
    expect(summary.accounts.map((row) => [row.name, row.balance])).toEqual([
      ['Banco', '1160.00'],
      ['Bróker', '300.00'],
    ]);
    expect(summary.riskCapital).toEqual(risk);
    // The archived account's 50 counts in the net worth, as it did before the overview read it once.
    expect(summary.netWorth).toBe('1510.00');
    expect(summary.riskCapital).toMatchObject({ brokerBalance: '300.00', exposedAbove: '200.00' });
    expect(summary.upcoming).toEqual(upcoming.slice(0, 8));
    expect(summary.upcoming.map((item) => item.date)).toEqual([
      addDays(today(), 7),
      addDays(today(), 14),
      addDays(today(), 21),
      addDays(today(), 28),
    ]);
    expect(summary.overBudget).toEqual(budgets.items.filter((item) => item.overBudget));
    expect(summary.overBudget.map((item) => [item.categoryId, item.spent])).toEqual([[leisure, '40.00']]);
    expect(summary.settings).toEqual(settings);
    // Read again: nothing more is posted.
    expect((await send<CashSummary>(user, 'GET', '/api/finance/summary', undefined, 200)).expense).toBe(
      '40.00',
    );
    expect(broker.currency).toBe('USD');
  });
});

describe('recurring transactions', () => {
  it('posts on its day, catches up missed days once, and lists what is coming', async () => {
    const user = await member('recurrente');
    const bank = await account(user, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    const start = addDays(today(), -100);
    const rent = await send<RecurringTransaction>(
      user,
      'POST',
      '/api/finance/recurring',
      {
        accountId: bank.id,
        kind: 'expense',
        amount: '750',
        description: 'Alquiler',
        frequency: 'monthly',
        day: '31',
        startDate: start,
        categoryId: defaultCategoryId('Vivienda'),
      },
      201,
    );
    const page = await send<CashTransactionPage>(
      user,
      'GET',
      `/api/finance/transactions?accountId=${bank.id}`,
      undefined,
      200,
    );
    const posted = page.items.filter((item) => item.recurringId === rent.id).map((item) => item.date);
    // Every month's last day from 100 days ago to today: three or four of them, each once.
    expect(posted.length).toBeGreaterThanOrEqual(3);
    expect(new Set(posted).size).toBe(posted.length);
    for (const date of posted) expect(addDays(date, 1).slice(8)).toBe('01');
    const again = await send<CashTransactionPage>(
      user,
      'GET',
      `/api/finance/transactions?accountId=${bank.id}`,
      undefined,
      200,
    );
    expect(again.items).toHaveLength(page.items.length);

    const todays = await send<RecurringTransaction>(
      user,
      'POST',
      '/api/finance/recurring',
      {
        accountId: bank.id,
        kind: 'income',
        amount: '2000',
        description: 'Nómina',
        frequency: 'weekly',
        day: String(new Date(`${today()}T12:00:00Z`).getUTCDay() || 7),
      },
      201,
    );
    expect(todays.lastPostedDate).toBe(today());
    expect(todays.nextDate).toBe(addDays(today(), 7));
    const coming = await send<UpcomingPosting[]>(
      user,
      'GET',
      '/api/finance/recurring/upcoming?days=15',
      undefined,
      200,
    );
    expect(coming.filter((item) => item.recurringId === todays.id).map((item) => item.date)).toEqual([
      addDays(today(), 7),
      addDays(today(), 14),
    ]);
    const paused = await send<RecurringTransaction>(
      user,
      'PATCH',
      `/api/finance/recurring/${todays.id}`,
      { active: false },
      200,
    );
    expect(paused.active).toBe(false);
    const bad = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/recurring',
      { accountId: bank.id, kind: 'expense', amount: '1', description: 'x', frequency: 'weekly', day: '8' },
      400,
    );
    expect(bad.message).toBe(texts.day);
  });

  it('posts on the user’s own day, not the server’s', async () => {
    // Kiritimati is UTC+14: its day starts while most of the world is still on the day before.
    const user = await member('kiritimati');
    await sender.deliver(
      domainEvent('identity.user.preferences-changed', {
        userId: user.userId,
        timeZone: 'Pacific/Kiritimati',
      }),
    );
    const settings = await send<CashSettings>(user, 'GET', '/api/finance/settings', undefined, 200);
    expect(settings.timeZone).toBe('Pacific/Kiritimati');
    const theirToday = localToday('Pacific/Kiritimati');
    const bank = await account(user, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    const item = await send<RecurringTransaction>(
      user,
      'POST',
      '/api/finance/recurring',
      {
        accountId: bank.id,
        kind: 'expense',
        amount: '5',
        description: 'Café',
        frequency: 'monthly',
        day: String(Number(theirToday.slice(8))),
      },
      201,
    );
    expect(item.lastPostedDate).toBe(theirToday);
  });
});

describe('CSV import and export', () => {
  const STATEMENT = [
    'Fecha;Concepto;Importe;Saldo',
    '03/11/2026;COMPRA MERCADONA;-54,30;1.945,70',
    '03/11/2026;COMPRA MERCADONA;-54,30;1.891,40',
    '01/11/2026;ALQUILER NOVIEMBRE;-750,00;2.000,00',
    '28/10/2026;NOMINA OCTUBRE;2.100,00;2.750,00',
    'xx/11/2026;ROTA;-1,00;0',
  ].join('\n');

  it('previews with a guessed mapping, imports, skips duplicates on re-import, and undoes', async () => {
    const user = await member('importar');
    const bank = await account(user, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    const food = defaultCategoryId('Supermercado');
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: '54.30',
      date: '2026-11-03',
      description: 'compra  mercadona',
      categoryId: food,
    });
    const preview = await send<ImportPreview>(
      user,
      'POST',
      '/api/finance/imports/preview',
      { accountId: bank.id, content: STATEMENT },
      200,
    );
    expect(preview.mapping).toMatchObject({
      delimiter: ';',
      hasHeader: true,
      dateColumn: 0,
      descriptionColumn: 1,
      amountColumn: 2,
      decimalSeparator: ',',
    });
    expect(preview.counts).toEqual({ total: 5, valid: 3, duplicates: 1, errors: 1 });
    expect(preview.rows.map((row) => [row.line, row.amount, row.duplicate, row.categoryId])).toEqual([
      [2, '-54.30', true, food],
      [3, '-54.30', false, food],
      [4, '-750.00', false, null],
      [5, '2100.00', false, null],
      [6, null, false, null],
    ]);
    const done = await send<CashImport>(
      user,
      'POST',
      '/api/finance/imports',
      { accountId: bank.id, fileName: 'extracto.csv', content: STATEMENT, mapping: preview.mapping },
      201,
    );
    expect(done).toMatchObject({ imported: 3, duplicates: 1, errors: 1 });
    expect((await accounts(user))[0]?.balance).toBe(String((2100 - 750 - 54.3 * 2).toFixed(2)));
    const again = await send<CashImport>(
      user,
      'POST',
      '/api/finance/imports',
      { accountId: bank.id, fileName: 'extracto.csv', content: STATEMENT, mapping: preview.mapping },
      201,
    );
    expect(again).toMatchObject({ imported: 0, duplicates: 4 });

    const csv = await user.client.json('GET', `/api/finance/transactions/export?accountId=${bank.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Descripción;Categoría;Tipo;Importe;Divisa;Cuenta;Cuenta destino;Importe recibido',
    );
    expect(lines).toContain('2026-11-01;ALQUILER NOVIEMBRE;;Gasto;-750,00;EUR;Banco;;');
    expect(lines).toContain('2026-10-28;NOMINA OCTUBRE;;Ingreso;2100,00;EUR;Banco;;');
    const incomeOnly = await user.client.json(
      'GET',
      `/api/finance/transactions/export?accountId=${bank.id}&kind=income`,
    );
    expect(
      incomeOnly.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1),
    ).toEqual(['2026-10-28;NOMINA OCTUBRE;;Ingreso;2100,00;EUR;Banco;;']);

    await send(user, 'DELETE', `/api/finance/imports/${done.id}`, undefined, 204);
    expect((await accounts(user))[0]?.balance).toBe('-54.30');

    const wrong = await send<ErrorBody>(
      user,
      'POST',
      '/api/finance/imports',
      {
        accountId: bank.id,
        fileName: 'x.csv',
        content: STATEMENT,
        mapping: { ...preview.mapping, amountColumn: 9 },
      },
      400,
    );
    expect(wrong.message).toBe(texts.import.column('importe', 9, 4));
  });

  it('makes spreadsheet formulas inert in the export', async () => {
    const user = await member('formulas');
    const bank = await account(user, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    await move(user, {
      accountId: bank.id,
      kind: 'expense',
      amount: '1',
      date: '2026-05-01',
      description: '=HYPERLINK("http://x")',
    });
    const csv = await user.client.json('GET', '/api/finance/transactions/export');
    expect(csv.text).toContain(`'=HYPERLINK`);
  });
});

describe('the journal’s results and the capital de riesgo', () => {
  it('shows the trading result per month and the broker money above what the user can lose', async () => {
    const user = await member('riesgo');
    await send(user, 'PUT', '/api/finance/settings', { mainCurrency: 'USD', affordableLoss: '1000' }, 200);
    await account(user, { name: 'Banco', kind: 'bank', currency: 'USD', openingBalance: '6000' });
    await account(user, { name: 'Bróker', kind: 'broker', currency: 'USD', openingBalance: '4000' });
    const thisMonth = today().slice(0, 7);
    const lastMonth = addMonths(thisMonth, -1);
    const older = domainEvent(
      'journal.results.changed',
      { userId: user.userId, months: [{ month: thisMonth, currency: 'USD', net: '999.00' }] },
      new Date(Date.now() - 60_000),
    );
    await sender.deliver(
      domainEvent('journal.results.changed', {
        userId: user.userId,
        months: [
          { month: thisMonth, currency: 'USD', net: '-120.50' },
          { month: lastMonth, currency: 'COP', net: '408000.00' },
        ],
      }),
    );
    // An event older than the month's figure never replaces it.
    await sender.deliver(older);
    const risk = await send<RiskCapital>(user, 'GET', '/api/finance/risk-capital', undefined, 200);
    expect(risk).toMatchObject({
      netWorth: '10000.00',
      brokerBalance: '4000.00',
      brokerSharePct: '40.00',
      affordableLoss: '1000.00',
      exposedAbove: '3000.00',
      tradingThisMonth: '-120.50',
      tradingLast12Months: '-20.50',
    });
    const report = await send<MonthlyReport>(
      user,
      'GET',
      '/api/finance/reports/monthly?months=2',
      undefined,
      200,
    );
    expect(report.months.map((month) => [month.month, month.trading, month.netWorth])).toEqual([
      [lastMonth, '100.00', '10000.00'],
      [thisMonth, '-120.50', '10000.00'],
    ]);
  });
});

describe('ownership', () => {
  it('never shows or touches another user’s records', async () => {
    const [owner, intruder] = await Promise.all([member('dueno'), member('intruso')]);
    const bank = await account(owner, { name: 'Banco', kind: 'bank', currency: 'EUR' });
    const mine = await account(intruder, { name: 'Mía', kind: 'bank', currency: 'EUR' });
    const item = await move(owner, { accountId: bank.id, kind: 'expense', amount: '5', date: '2026-01-01' });
    const goal = await send<SavingsGoal>(
      owner,
      'POST',
      '/api/finance/goals',
      { name: 'M', target: '9', currency: 'EUR', targetDate: '2030-01-01' },
      201,
    );
    const own = await send<CashCategory>(
      owner,
      'POST',
      '/api/finance/categories',
      { name: 'Privada', kind: 'expense' },
      201,
    );

    await send(intruder, 'GET', `/api/finance/accounts/${bank.id}`, undefined, 404);
    await send(intruder, 'PATCH', `/api/finance/accounts/${bank.id}`, { name: 'Hack' }, 404);
    await send(intruder, 'DELETE', `/api/finance/accounts/${bank.id}`, undefined, 404);
    await send(intruder, 'GET', `/api/finance/transactions/${item.id}`, undefined, 404);
    await send(intruder, 'PATCH', `/api/finance/transactions/${item.id}`, { amount: '1' }, 404);
    await send(intruder, 'DELETE', `/api/finance/transactions/${item.id}`, undefined, 404);
    await send(
      intruder,
      'POST',
      '/api/finance/transactions',
      { accountId: bank.id, kind: 'income', amount: '1', date: '2026-01-01' },
      404,
    );
    await send(
      intruder,
      'POST',
      '/api/finance/transactions',
      { accountId: mine.id, kind: 'transfer', amount: '1', transferAccountId: bank.id, date: '2026-01-01' },
      404,
    );
    await send(
      intruder,
      'POST',
      '/api/finance/transactions',
      { accountId: mine.id, kind: 'expense', amount: '1', categoryId: own.id, date: '2026-01-01' },
      404,
    );
    await send(intruder, 'POST', `/api/finance/goals/${goal.id}/contributions`, { amount: '1' }, 404);
    await send(
      intruder,
      'POST',
      '/api/finance/imports/preview',
      { accountId: bank.id, content: 'a;b;c\n01/01/2026;x;1' },
      404,
    );
    const page = await send<CashTransactionPage>(
      intruder,
      'GET',
      `/api/finance/transactions?accountId=${bank.id}`,
      undefined,
      200,
    );
    expect(page.items).toEqual([]);
    expect((await send<SavingsGoal[]>(intruder, 'GET', '/api/finance/goals', undefined, 200)).length).toBe(0);
    expect((await accounts(owner))[0]).toMatchObject({ name: 'Banco', balance: '-5.00' });
  });
});
