import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CashSummary,
  type CategoryReport,
  ErrorCode,
  type MonthlyReport,
  type RiskCapital,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { T } from '../database/finance-schema';
import { FinanceMessages } from '../messages';
import { ACCOUNTS_SQL, type AccountRow, AccountsService } from './accounts.service';
import { BUDGETS_SQL, type BudgetRow, BudgetsService, SPENT_SQL, type SpentRow } from './budgets.service';
import { type Converter, cents, M, type Money, ZERO } from './money';
import { addMonths, localToday } from './recurrence';
import { RECURRING_SQL, type RecurringRow, RecurringService } from './recurring.service';
import { CashSettingsService, type SettingsRow } from './settings.service';

const texts = FinanceMessages.cash;

interface Amount {
  month: string;
  currency: string;
  amount: string;
}

const sum = (converter: Converter, parts: Amount[]): Money => converter.total(parts).total;

/**
 * CashCrafter's figures in the user's main currency: income, expenses and the journal's trading result per month,
 * net worth at each month's end, spending by category, the "capital de riesgo" and the overview. Amounts are summed
 * per currency in SQL and converted once per currency at the rates of one date.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: CashSettingsService,
    private readonly accounts: AccountsService,
    private readonly budgets: BudgetsService,
    private readonly recurring: RecurringService,
  ) {}

  private thisMonth(settings: SettingsRow): string {
    return localToday(settings.timeZone).slice(0, 7);
  }

  private trading(userId: string, from: string, to: string): Promise<Amount[]> {
    return this.dataSource.query(
      `SELECT month, currency, net::text AS amount FROM ${T.tradingResults}
       WHERE user_id = $1 AND month BETWEEN $2 AND $3`,
      [userId, from, to],
    );
  }

  async monthly(userId: string, months: number): Promise<MonthlyReport> {
    await this.recurring.postDue(userId);
    const { settings, converter } = await this.settings.converter(userId);
    const last = this.thisMonth(settings);
    const first = addMonths(last, -(months - 1));
    const [moves, trading, flows, opening] = await Promise.all([
      this.dataSource.query(
        `SELECT to_char(t.date, 'YYYY-MM') AS month, a.currency, t.kind, sum(t.amount)::text AS amount
         FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id
         WHERE t.user_id = $1 AND t.kind <> 'transfer'
           AND t.date >= to_date($2, 'YYYY-MM') AND t.date < to_date($3, 'YYYY-MM') + interval '1 month'
         GROUP BY 1, 2, 3`,
        [userId, first, last],
      ) as Promise<(Amount & { kind: 'income' | 'expense' })[]>,
      this.trading(userId, first, last),
      // Every account's movements up to the last month's end: before the first month in one sum, then per month.
      this.dataSource.query(
        `SELECT CASE WHEN day < to_date($2, 'YYYY-MM') THEN 'before' ELSE to_char(day, 'YYYY-MM') END AS month,
                currency, sum(delta)::text AS amount
         FROM (
           SELECT t.date AS day, a.currency, CASE t.kind WHEN 'income' THEN t.amount ELSE -t.amount END AS delta
           FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id WHERE t.user_id = $1
           UNION ALL
           SELECT t.date, b.currency, t.transfer_amount
           FROM ${T.transactions} t JOIN ${T.accounts} b ON b.id = t.transfer_account_id WHERE t.user_id = $1
         ) moves
         WHERE day < to_date($3, 'YYYY-MM') + interval '1 month'
         GROUP BY 1, 2`,
        [userId, first, last],
      ) as Promise<Amount[]>,
      this.dataSource.query(
        `SELECT 'before' AS month, currency, sum(opening_balance)::text AS amount FROM ${T.accounts}
         WHERE user_id = $1 GROUP BY currency`,
        [userId],
      ) as Promise<Amount[]>,
    ]);
    let worth = sum(converter, [...opening, ...flows.filter((row) => row.month === 'before')]);
    const rows: MonthlyReport['months'] = [];
    for (let index = 0; index < months; index += 1) {
      const month = addMonths(first, index);
      const of = (kind: 'income' | 'expense') =>
        sum(
          converter,
          moves.filter((row) => row.month === month && row.kind === kind),
        );
      const income = of('income');
      const expense = of('expense');
      const traded = sum(
        converter,
        trading.filter((row) => row.month === month),
      );
      worth = worth.plus(
        sum(
          converter,
          flows.filter((row) => row.month === month),
        ),
      );
      rows.push({
        month,
        income: cents(income),
        expense: cents(expense),
        trading: cents(traded),
        net: cents(income.minus(expense).plus(traded)),
        netWorth: cents(worth),
      });
    }
    return { mainCurrency: settings.mainCurrency, ratesDate: converter.ratesDate, months: rows };
  }

  async categories(userId: string, from?: string, to?: string): Promise<CategoryReport> {
    await this.recurring.postDue(userId);
    const { settings, converter } = await this.settings.converter(userId);
    const start = from ?? to ?? this.thisMonth(settings);
    const end = to ?? from ?? this.thisMonth(settings);
    if (start > end) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.range, [texts.range]);
    const found: (Amount & { categoryId: string | null; name: string | null })[] =
      await this.dataSource.query(
        `SELECT t.category_id AS "categoryId", c.name, a.currency, sum(t.amount)::text AS amount, '' AS month
       FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id
       LEFT JOIN ${T.categories} c ON c.id = t.category_id
       WHERE t.user_id = $1 AND t.kind = 'expense'
         AND t.date >= to_date($2, 'YYYY-MM') AND t.date < to_date($3, 'YYYY-MM') + interval '1 month'
       GROUP BY 1, 2, 3`,
        [userId, start, end],
      );
    const byCategory = new Map<string | null, { name: string | null; amount: Money }>();
    for (const row of found) {
      const entry = byCategory.get(row.categoryId) ?? { name: row.name, amount: ZERO };
      entry.amount = entry.amount.plus(converter.convert(row.amount, row.currency) ?? ZERO);
      byCategory.set(row.categoryId, entry);
    }
    const total = [...byCategory.values()].reduce((all, entry) => all.plus(entry.amount), ZERO);
    return {
      mainCurrency: settings.mainCurrency,
      ratesDate: converter.ratesDate,
      from: start,
      to: end,
      total: cents(total),
      items: [...byCategory.entries()]
        .map(([categoryId, entry]) => ({
          categoryId,
          name: entry.name ?? texts.uncategorised,
          amount: cents(entry.amount),
          sharePct: total.isZero() ? '0.00' : cents(entry.amount.div(total).times(100)),
        }))
        .sort((a, b) => new M(b.amount).comparedTo(a.amount)),
    };
  }

  async riskCapital(userId: string): Promise<RiskCapital> {
    await this.recurring.postDue(userId);
    const { settings, converter } = await this.settings.converter(userId);
    return this.risk(userId, settings, converter);
  }

  private async risk(userId: string, settings: SettingsRow, converter: Converter): Promise<RiskCapital> {
    const thisMonth = this.thisMonth(settings);
    const [accounts, trading] = await Promise.all([
      this.accounts.rows(userId),
      this.trading(userId, addMonths(thisMonth, -11), thisMonth),
    ]);
    return this.riskOf(settings, converter, accounts, trading);
  }

  /** The risk capital from every account (archived ones too) and the last 12 months' trading results. */
  private riskOf(
    settings: SettingsRow,
    converter: Converter,
    accounts: AccountRow[],
    trading: Amount[],
  ): RiskCapital {
    const thisMonth = this.thisMonth(settings);
    const worth = converter.total(
      accounts.map((row) => ({ amount: row.balance, currency: row.currency })),
    ).total;
    const broker = converter.total(
      accounts
        .filter((row) => row.kind === 'broker')
        .map((row) => ({ amount: row.balance, currency: row.currency })),
    ).total;
    const affordable = settings.affordableLoss === null ? null : new M(settings.affordableLoss);
    const above = affordable === null ? ZERO : M.max(ZERO, broker.minus(affordable));
    return {
      mainCurrency: settings.mainCurrency,
      netWorth: cents(worth),
      brokerBalance: cents(broker),
      brokerSharePct: worth.greaterThan(0) ? cents(M.max(ZERO, broker).div(worth).times(100)) : '0.00',
      affordableLoss: affordable === null ? null : cents(affordable),
      exposedAbove: cents(above),
      tradingThisMonth: cents(
        sum(
          converter,
          trading.filter((row) => row.month === thisMonth),
        ),
      ),
      tradingLast12Months: cents(sum(converter, trading)),
      ratesDate: converter.ratesDate,
    };
  }

  /**
   * The overview in two rounds: what is due posted beside the read of the settings (the rates are kept), then one
   * statement for every figure's rows (each part a JSON array: the accounts once for the list and the risk capital,
   * the month's moves, the last 12 months' trading results, the recurring transactions for what is coming, the
   * month's budgets and expenses), on one pool connection, without reading the settings or posting again.
   */
  async summary(userId: string): Promise<CashSummary> {
    const [, { view, settings, converter }] = await Promise.all([
      this.recurring.postDue(userId),
      this.settings.viewAndConverter(userId),
    ]);
    const month = this.thisMonth(settings);
    const [found] = (await this.dataSource.query(
      `SELECT
         (SELECT coalesce(json_agg(x ORDER BY x.archived, x."createdAt", x.id), '[]') FROM (${ACCOUNTS_SQL}) x) AS accounts,
         (SELECT coalesce(json_agg(x), '[]') FROM (
           SELECT t.kind, a.currency, sum(t.amount)::text AS amount, '' AS month
           FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id
           WHERE t.user_id = $1 AND t.kind <> 'transfer'
             AND t.date >= to_date($2, 'YYYY-MM') AND t.date < to_date($2, 'YYYY-MM') + interval '1 month'
           GROUP BY 1, 2) x) AS moves,
         (SELECT coalesce(json_agg(x), '[]') FROM (
           SELECT month, currency, net::text AS amount FROM ${T.tradingResults}
           WHERE user_id = $1 AND month BETWEEN $3 AND $2) x) AS trading,
         (SELECT coalesce(json_agg(x), '[]') FROM (${RECURRING_SQL}) x) AS recurring,
         (SELECT coalesce(json_agg(x ORDER BY x."order"), '[]') FROM (${BUDGETS_SQL}) x) AS budgets,
         (SELECT coalesce(json_agg(x), '[]') FROM (${SPENT_SQL}) x) AS spent`,
      [userId, month, addMonths(month, -11)],
    )) as {
      accounts: AccountRow[];
      moves: (Amount & { kind: string })[];
      trading: Amount[];
      recurring: RecurringRow[];
      budgets: BudgetRow[];
      spent: SpentRow[];
    }[];
    if (!found) throw new Error('The overview statement answers one row.');
    const { accounts: everyAccount, moves, trading } = found;
    // The list's order (archived last, then by creation) keeps the open accounts in the order of their own query.
    const accounts = everyAccount.filter((row) => !row.archived);
    const risk = this.riskOf(settings, converter, everyAccount, trading);
    const upcoming = this.recurring.upcomingOf(this.recurring.listOf(found.recurring), settings.timeZone, 30);
    const budgets = this.budgets.monthOf(month, settings, converter, found.budgets, found.spent);
    return {
      settings: view,
      ratesDate: converter.ratesDate,
      netWorth: risk.netWorth,
      month,
      income: cents(
        sum(
          converter,
          moves.filter((row) => row.kind === 'income'),
        ),
      ),
      expense: cents(
        sum(
          converter,
          moves.filter((row) => row.kind === 'expense'),
        ),
      ),
      accounts: accounts.map((row) => this.accounts.view(row, converter)),
      riskCapital: risk,
      upcoming: upcoming.slice(0, 8),
      overBudget: budgets.items.filter((item) => item.overBudget),
    };
  }
}
