import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { stableUuid } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { FINANCE, rows, T } from '../database/finance-schema';
import { defaultCategoryId } from './default-categories';
import {
  DEMO_BUDGETS,
  DEMO_CASH_ACCOUNTS,
  DEMO_GOALS,
  DEMO_MONTHLY,
  DEMO_RECURRING,
  DEMO_SPENDING,
  DEMO_TEXTS,
  DEMO_THIS_MONTH,
} from './demo-content';
import { cents, M } from './money';
import { addDays, addMonths, daysInMonth, localToday, nextOnOrAfter, occurrences } from './recurrence';
import { keyOf } from './transactions.service';

const HISTORY_MONTHS = 6;

/** A number in [0, 1) fixed by its seed, so the demo is the same on every start and in every installation. */
function chance(...seed: string[]): number {
  return createHash('sha1').update(seed.join('|')).digest().readUInt32BE(0) / 2 ** 32;
}

interface DemoMove {
  key: string;
  account: string;
  kind: 'income' | 'expense' | 'transfer';
  amount: string;
  date: string;
  description: string;
  categoryId: string | null;
  transferAccount?: string;
  transferAmount?: string;
  recurring?: string;
  imported?: boolean;
}

/**
 * CashCrafter for the demo trader (`identity.demo-account.created`): five accounts (the broker one in dollars), six
 * months of salary, rent, subscriptions and everyday spending, transfers to savings and the card, an imported card
 * statement, budgets with this month's leisure over its limit, two savings goals and the recurring transactions that
 * keep posting from now on. Written once, in one transaction, with stable ids; the journal's results arrive on
 * their own through `journal.results.changed`.
 */
@Injectable()
export class DemoCashConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoCashConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.demo-account.created', (event) => this.seed(event));
  }

  private async seed(event: DomainEvent<'identity.demo-account.created'>): Promise<void> {
    const { userId, account } = event.payload;
    await this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, FINANCE, event))) return;
      if (account !== 'trader') return;
      const id = (...parts: string[]) => stableUuid('demo-cash', userId, ...parts);
      const seeded = await rows(manager, `SELECT 1 FROM ${T.accounts} WHERE id = $1`, [
        id('account', 'nomina'),
      ]);
      if (seeded.length > 0) return;
      await this.write(manager, userId, id);
      this.logger.log(`CashCrafter de demostración creado para ${account} (${userId})`);
    });
  }

  private async write(
    manager: EntityManager,
    userId: string,
    id: (...parts: string[]) => string,
  ): Promise<void> {
    await rows(
      manager,
      `INSERT INTO ${T.settings} (user_id, main_currency, affordable_loss) VALUES ($1, 'EUR', 1500)
       ON CONFLICT (user_id) DO UPDATE SET main_currency = 'EUR', affordable_loss = 1500`,
      [userId],
    );
    const [settings] = await rows<{ timeZone: string }>(
      manager,
      `SELECT time_zone AS "timeZone" FROM ${T.settings} WHERE user_id = $1`,
      [userId],
    );
    const today = localToday(settings?.timeZone ?? 'UTC');
    const thisMonth = today.slice(0, 7);
    const firstMonth = addMonths(thisMonth, -(HISTORY_MONTHS - 1));
    const opened = new Date(`${firstMonth}-01T09:00:00Z`);
    const accountId = (key: string) => id('account', key);

    for (const [index, account] of DEMO_CASH_ACCOUNTS.entries()) {
      await rows(
        manager,
        `INSERT INTO ${T.accounts} (id, user_id, name, kind, currency, opening_balance, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [
          accountId(account.key),
          userId,
          account.name,
          account.kind,
          account.currency,
          account.openingBalance,
          new Date(opened.getTime() + index * 1000),
        ],
      );
    }
    for (const item of DEMO_RECURRING) {
      await rows(
        manager,
        `INSERT INTO ${T.recurring} (id, user_id, account_id, kind, amount, description, category_id, frequency, day,
           next_date, last_posted_date, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
        [
          id('recurring', item.key),
          userId,
          accountId(item.account),
          item.kind,
          item.amount,
          item.description,
          defaultCategoryId(item.category),
          item.frequency,
          item.day,
          nextOnOrAfter(item.frequency, item.day, addDays(today, 1)),
          occurrences(item.frequency, item.day, `${firstMonth}-01`, today).at(-1) ?? null,
          opened,
        ],
      );
    }

    const moves = this.history(firstMonth, today);
    const importId = id('import', 'tarjeta');
    const imported = moves.filter((move) => move.imported);
    if (imported.length > 0) {
      await rows(
        manager,
        `INSERT INTO ${T.imports} (id, user_id, account_id, file_name, imported, duplicates, errors, created_at)
         VALUES ($1, $2, $3, $4, $5, 0, 0, $6) ON CONFLICT (id) DO NOTHING`,
        [
          importId,
          userId,
          accountId('tarjeta'),
          DEMO_TEXTS.importFile,
          imported.length,
          new Date(`${addMonths(thisMonth, -1)}-28T20:00:00Z`),
        ],
      );
    }
    await rows(
      manager,
      `INSERT INTO ${T.transactions} (id, user_id, account_id, kind, amount, date, description, category_id,
         transfer_account_id, transfer_amount, recurring_id, import_id, dedup_key, created_at)
       SELECT id, $1, account_id, kind, amount, day, description, category_id, transfer_account_id, transfer_amount,
              recurring_id, import_id, dedup_key, day + time '12:00'
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::numeric[], $6::date[], $7::text[], $8::uuid[], $9::uuid[],
                   $10::numeric[], $11::uuid[], $12::uuid[], $13::text[])
         AS m(id, account_id, kind, amount, day, description, category_id, transfer_account_id, transfer_amount,
              recurring_id, import_id, dedup_key)
       ON CONFLICT (id) DO NOTHING`,
      [
        userId,
        moves.map((move) => id('move', move.key)),
        moves.map((move) => accountId(move.account)),
        moves.map((move) => move.kind),
        moves.map((move) => move.amount),
        moves.map((move) => move.date),
        moves.map((move) => move.description),
        moves.map((move) => move.categoryId),
        moves.map((move) => (move.transferAccount ? accountId(move.transferAccount) : null)),
        moves.map((move) => move.transferAmount ?? null),
        moves.map((move) => (move.recurring ? id('recurring', move.recurring) : null)),
        moves.map((move) => (move.imported ? importId : null)),
        moves.map((move) => keyOf(move.kind, move.amount, move.date, move.description)),
      ],
    );

    for (const month of [addMonths(thisMonth, -2), addMonths(thisMonth, -1), thisMonth]) {
      for (const [category, amount] of DEMO_BUDGETS) {
        await rows(
          manager,
          `INSERT INTO ${T.budgets} (id, user_id, category_id, month, amount) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
          [id('budget', month, category), userId, defaultCategoryId(category), month, amount],
        );
      }
    }
    for (const goal of DEMO_GOALS) {
      const month = addMonths(thisMonth, goal.monthsAhead);
      const [year, number] = month.split('-').map(Number) as [number, number];
      await rows(
        manager,
        `INSERT INTO ${T.goals} (id, user_id, name, target, currency, target_date, saved, account_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [
          id('goal', goal.key),
          userId,
          goal.name,
          goal.target,
          goal.currency,
          `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`,
          goal.saved,
          goal.account ? accountId(goal.account) : null,
          opened,
        ],
      );
    }
  }

  /** Every demo movement from the first month's first day up to today. */
  private history(firstMonth: string, today: string): DemoMove[] {
    const moves: DemoMove[] = [];
    const thisMonth = today.slice(0, 7);
    const lastMonth = addMonths(thisMonth, -1);
    const amount = (low: number, high: number, ...seed: string[]) =>
      cents(low + (high - low) * chance(...seed));
    let cardSpentBefore = new M(0);
    for (let index = 0; index < HISTORY_MONTHS; index += 1) {
      const month = addMonths(firstMonth, index);
      const [year, number] = month.split('-').map(Number) as [number, number];
      const last = daysInMonth(year, number);
      const end =
        `${month}-${String(last).padStart(2, '0')}` < today
          ? `${month}-${String(last).padStart(2, '0')}`
          : today;
      const on = (day: number) => `${month}-${String(Math.min(day, last)).padStart(2, '0')}`;
      let cardSpent = new M(0);

      for (const item of DEMO_RECURRING) {
        for (const date of occurrences(item.frequency, item.day, `${month}-01`, end)) {
          moves.push({
            key: `recurring:${item.key}:${date}`,
            account: item.account,
            kind: item.kind,
            amount: item.amount,
            date,
            description: item.description,
            categoryId: defaultCategoryId(item.category),
            recurring: item.key,
          });
          if (item.account === 'tarjeta') cardSpent = cardSpent.plus(item.amount);
        }
      }
      for (const [description, category, account, day, low, high] of DEMO_MONTHLY) {
        const date = on(day);
        if (date > end) continue;
        moves.push({
          key: `monthly:${description}:${month}`,
          account,
          kind: 'expense',
          amount: amount(low, high, description, month),
          date,
          description,
          categoryId: defaultCategoryId(category),
        });
      }
      for (let day = 1; day <= last; day += 1) {
        const date = on(day);
        if (date > end) break;
        if (chance('day', date) > 0.55) continue;
        const [description, category, account, low, high] = DEMO_SPENDING[
          Math.floor(chance('pick', date) * DEMO_SPENDING.length)
        ] as (typeof DEMO_SPENDING)[number];
        const spent = amount(low, high, 'amount', date);
        moves.push({
          key: `spend:${date}`,
          account,
          kind: 'expense',
          amount: spent,
          date,
          description,
          categoryId: defaultCategoryId(category),
          imported: month === lastMonth && account === 'tarjeta',
        });
        if (account === 'tarjeta') cardSpent = cardSpent.plus(spent);
      }
      const transfer = (
        key: string,
        day: number,
        from: string,
        to: string,
        sum: string,
        description: string,
        arrived?: string,
      ) => {
        const date = on(day);
        if (date > end || new M(sum).lessThanOrEqualTo(0)) return;
        moves.push({
          key: `transfer:${key}:${month}`,
          account: from,
          kind: 'transfer',
          amount: sum,
          date,
          description,
          categoryId: null,
          transferAccount: to,
          transferAmount: arrived ?? sum,
        });
      };
      transfer('tarjeta', 3, 'nomina', 'tarjeta', cents(cardSpentBefore), DEMO_TEXTS.cardPayment);
      transfer('efectivo', 10, 'nomina', 'efectivo', '100.00', DEMO_TEXTS.cashWithdrawal);
      transfer('ahorro', 29, 'nomina', 'ahorro', '300.00', DEMO_TEXTS.savingsTransfer);
      if (index === 1)
        transfer('broker', 15, 'nomina', 'broker', '2000.00', DEMO_TEXTS.brokerDeposit, '2170.00');
      cardSpentBefore = cardSpent;
    }
    for (const [position, [description, category, account, sum]] of DEMO_THIS_MONTH.entries()) {
      const day = Math.max(1, Number(today.slice(8)) - 2 * (DEMO_THIS_MONTH.length - position));
      moves.push({
        key: `this-month:${description}`,
        account,
        kind: 'expense',
        amount: sum,
        date: `${thisMonth}-${String(day).padStart(2, '0')}`,
        description,
        categoryId: defaultCategoryId(category),
      });
    }
    return moves;
  }
}
