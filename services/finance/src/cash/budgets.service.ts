import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Budget, type BudgetMonth, ErrorCode } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { FinanceMessages } from '../messages';
import { CategoriesService } from './categories.service';
import type { SetBudgetDto } from './dto/cash.dto';
import { type Converter, cents, M, type Money, ZERO } from './money';
import { localToday } from './recurrence';
import { CashSettingsService, type SettingsRow } from './settings.service';

const texts = FinanceMessages.cash;

export interface BudgetRow {
  id: string;
  categoryId: string;
  categoryName: string;
  amount: string;
}

export interface SpentRow {
  categoryId: string | null;
  categoryName: string | null;
  currency: string;
  amount: string;
}

/** The month's ($2, `YYYY-MM`) expenses of the user ($1) per category and account currency. */
export const SPENT_SQL = `SELECT t.category_id AS "categoryId", c.name AS "categoryName", a.currency, sum(t.amount)::text AS amount
  FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id
  LEFT JOIN ${T.categories} c ON c.id = t.category_id
  WHERE t.user_id = $1 AND t.kind = 'expense'
    AND t.date >= to_date($2, 'YYYY-MM') AND t.date < to_date($2, 'YYYY-MM') + interval '1 month'
  GROUP BY 1, 2, 3`;

/** The month's ($2) budgets of the user ($1), `order` their place in the categories' order. */
export const BUDGETS_SQL = `SELECT b.id, b.category_id AS "categoryId", c.name AS "categoryName", b.amount::text AS amount,
    row_number() OVER (ORDER BY c.user_id IS NOT NULL, c.position, lower(c.name)) AS "order"
  FROM ${T.budgets} b JOIN ${T.categories} c ON c.id = b.category_id
  WHERE b.user_id = $1 AND b.month = $2`;

/** Monthly budgets per expense category, against the month's expenses converted to the main currency. */
@Injectable()
export class BudgetsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: CashSettingsService,
    private readonly categories: CategoriesService,
  ) {}

  /** The month's expenses per category and account currency. */
  spentRows(userId: string, month: string): Promise<SpentRow[]> {
    return this.dataSource.query(SPENT_SQL, [userId, month]);
  }

  private spentBy(
    found: SpentRow[],
    converter: Converter,
  ): Map<string | null, { name: string | null; spent: Money }> {
    const spent = new Map<string | null, { name: string | null; spent: Money }>();
    for (const row of found) {
      const entry = spent.get(row.categoryId) ?? { name: row.categoryName, spent: ZERO };
      entry.spent = entry.spent.plus(converter.convert(row.amount, row.currency) ?? ZERO);
      spent.set(row.categoryId, entry);
    }
    return spent;
  }

  async month(userId: string, requested?: string): Promise<BudgetMonth> {
    const { settings, converter } = await this.settings.converter(userId);
    const month = requested ?? localToday(settings.timeZone).slice(0, 7);
    const [budgets, found] = await Promise.all([
      this.budgetRows(userId, month),
      this.spentRows(userId, month),
    ]);
    return this.monthOf(month, settings, converter, budgets, found);
  }

  /** The month's budgets, in the categories' order. */
  budgetRows(userId: string, month: string): Promise<BudgetRow[]> {
    return this.dataSource.query(`${BUDGETS_SQL} ORDER BY "order"`, [userId, month]);
  }

  /** The month's budgets against what was spent, from the rows of `budgetRows` and `spentRows`. */
  monthOf(
    month: string,
    settings: SettingsRow,
    converter: Converter,
    budgets: BudgetRow[],
    found: SpentRow[],
  ): BudgetMonth {
    const spent = this.spentBy(found, converter);
    const items: Budget[] = budgets.map((budget) => {
      const used = spent.get(budget.categoryId)?.spent ?? ZERO;
      const amount = new M(budget.amount);
      return {
        id: budget.id,
        categoryId: budget.categoryId,
        categoryName: budget.categoryName,
        month,
        amount: cents(amount),
        spent: cents(used),
        remaining: cents(amount.minus(used)),
        progressPct: amount.isZero()
          ? used.isZero()
            ? '0.00'
            : '100.00'
          : cents(used.div(amount).times(100)),
        currency: settings.mainCurrency,
        overBudget: used.toDecimalPlaces(2).greaterThan(amount),
      };
    });
    const budgeted = new Set(budgets.map((budget) => budget.categoryId));
    return {
      month,
      currency: settings.mainCurrency,
      ratesDate: converter.ratesDate,
      budgeted: cents(items.reduce((total, item) => total.plus(item.amount), ZERO)),
      spent: cents([...spent.values()].reduce((total, entry) => total.plus(entry.spent), ZERO)),
      items,
      unbudgeted: [...spent.entries()]
        .filter(([categoryId]) => categoryId !== null && !budgeted.has(categoryId))
        .map(([categoryId, entry]) => ({
          categoryId: categoryId as string,
          categoryName: entry.name ?? '',
          spent: cents(entry.spent),
        }))
        .sort((a, b) => Number(b.spent) - Number(a.spent)),
    };
  }

  async set(userId: string, dto: SetBudgetDto): Promise<Budget> {
    await this.dataSource.transaction(async (manager) => {
      const category = await this.categories.usable(manager, userId, dto.categoryId);
      if (category.kind !== 'expense') {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.budgetCategory, [
          texts.budgetCategory,
        ]);
      }
      await rows(
        manager,
        `INSERT INTO ${T.budgets} (user_id, category_id, month, amount) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, category_id, month) DO UPDATE SET amount = EXCLUDED.amount`,
        [userId, dto.categoryId, dto.month, dto.amount],
      );
    });
    const month = await this.month(userId, dto.month);
    return month.items.find((item) => item.categoryId === dto.categoryId) as Budget;
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.dataSource.transaction((manager) =>
      rows(manager, `DELETE FROM ${T.budgets} WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]),
    );
    if (deleted.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.budgetNotFound);
  }

  /** Copies a month's budgets into another (those the target already has keep their amount). */
  async copy(userId: string, from: string, to: string): Promise<BudgetMonth> {
    if (from === to)
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.copySameMonth, [texts.copySameMonth]);
    await this.dataSource.transaction((manager) =>
      rows(
        manager,
        `INSERT INTO ${T.budgets} (user_id, category_id, month, amount)
         SELECT user_id, category_id, $3, amount FROM ${T.budgets} WHERE user_id = $1 AND month = $2
         ON CONFLICT (user_id, category_id, month) DO NOTHING`,
        [userId, from, to],
      ),
    );
    return this.month(userId, to);
  }
}
