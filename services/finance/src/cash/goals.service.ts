import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CASH_LIMITS, ErrorCode, type SavingsGoal } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import Decimal from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { CashLabels, FinanceMessages } from '../messages';
import { RatesService } from '../rates/rates.service';
import { AccountsService } from './accounts.service';
import type { CreateGoalDto, UpdateGoalDto } from './dto/cash.dto';
import { Converter, cents, M } from './money';
import { localToday, monthsBetweenInclusive } from './recurrence';
import { CashSettingsService } from './settings.service';

const texts = FinanceMessages.cash;

interface GoalRow {
  id: string;
  name: string;
  target: string;
  currency: string;
  targetDate: string;
  saved: string;
  accountId: string | null;
  createdAt: Date;
}

/**
 * What a goal still needs each month: what is left over the months left including this one, rounded up to the cent
 * (saving exactly that reaches the target); all of it when the date has passed; 0 once reached.
 */
export function monthlyNeeded(target: string, saved: string, thisMonth: string, targetDate: string) {
  const left = new M(target).minus(saved);
  const monthsLeft = monthsBetweenInclusive(thisMonth, targetDate.slice(0, 7));
  if (left.lessThanOrEqualTo(0)) return { monthlyNeeded: '0.00', monthsLeft, reached: true };
  const needed = monthsLeft === 0 ? left : left.div(monthsLeft).toDecimalPlaces(2, Decimal.ROUND_UP);
  return { monthlyNeeded: cents(needed), monthsLeft, reached: false };
}

/** Savings goals: a target by a date, followed by the contributions recorded or by a linked account's balance. */
@Injectable()
export class GoalsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: CashSettingsService,
    private readonly accounts: AccountsService,
    private readonly rates: RatesService,
  ) {}

  private async rowsOf(userId: string, id?: string): Promise<GoalRow[]> {
    return this.dataSource.query(
      `SELECT id, name, target::text AS target, currency, to_char(target_date, 'YYYY-MM-DD') AS "targetDate",
              saved::text AS saved, account_id AS "accountId", created_at AS "createdAt"
       FROM ${T.goals} WHERE user_id = $1 ${id ? 'AND id = $2' : ''} ORDER BY target_date, created_at, id`,
      id ? [userId, id] : [userId],
    );
  }

  async list(userId: string, id?: string): Promise<SavingsGoal[]> {
    const [settings, snapshot, goals] = await Promise.all([
      this.settings.row(userId),
      this.rates.current(),
      this.rowsOf(userId, id),
    ]);
    const linked = goals.some((goal) => goal.accountId !== null) ? await this.accounts.rows(userId) : [];
    const thisMonth = localToday(settings.timeZone).slice(0, 7);
    return goals.map((goal) => {
      const account = linked.find((row) => row.id === goal.accountId);
      const converted = account
        ? new Converter(snapshot, goal.currency).convert(account.balance, account.currency)
        : null;
      const saved = account ? (converted ?? new M(0)) : new M(goal.saved);
      const shown = saved.isNegative() ? new M(0) : saved;
      return {
        id: goal.id,
        name: goal.name,
        target: cents(goal.target),
        currency: goal.currency,
        targetDate: goal.targetDate,
        saved: cents(shown),
        ...monthlyNeeded(goal.target, cents(shown), thisMonth, goal.targetDate),
        progressPct: cents(new M(Decimal.min(shown.div(goal.target).times(100), 100))),
        accountId: goal.accountId,
        createdAt: new Date(goal.createdAt).toISOString(),
      };
    });
  }

  private async one(userId: string, id: string): Promise<SavingsGoal> {
    const [goal] = await this.list(userId, id);
    if (!goal) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.goalNotFound);
    return goal;
  }

  private async lockGoal(
    manager: EntityManager,
    userId: string,
    id: string,
  ): Promise<{ accountId: string | null }> {
    const [row] = await rows<{ accountId: string | null }>(
      manager,
      `SELECT account_id AS "accountId" FROM ${T.goals} WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [id, userId],
    );
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.goalNotFound);
    return row;
  }

  async create(userId: string, dto: CreateGoalDto): Promise<SavingsGoal> {
    await this.settings.requireCurrency(dto.currency);
    const id = await this.dataSource.transaction(async (manager) => {
      await rows(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`finance-goals:${userId}`]);
      const [{ count }] = (await rows<{ count: number }>(
        manager,
        `SELECT count(*)::int AS count FROM ${T.goals} WHERE user_id = $1`,
        [userId],
      )) as [{ count: number }];
      if (count >= CASH_LIMITS.goalsMax) {
        throw new ApiException(
          409,
          ErrorCode.CONFLICT,
          texts.tooMany(CashLabels.things.goals, CASH_LIMITS.goalsMax),
        );
      }
      if (dto.accountId) await this.accounts.owned(manager, userId, dto.accountId);
      const [row] = await rows<{ id: string }>(
        manager,
        `INSERT INTO ${T.goals} (user_id, name, target, currency, target_date, saved, account_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [userId, dto.name, dto.target, dto.currency, dto.targetDate, dto.saved ?? '0', dto.accountId ?? null],
      );
      return (row as { id: string }).id;
    });
    return this.one(userId, id);
  }

  async update(userId: string, id: string, dto: UpdateGoalDto): Promise<SavingsGoal> {
    if (dto.currency !== undefined) await this.settings.requireCurrency(dto.currency);
    await this.dataSource.transaction(async (manager) => {
      await this.lockGoal(manager, userId, id);
      if (dto.accountId) await this.accounts.owned(manager, userId, dto.accountId);
      await rows(
        manager,
        `UPDATE ${T.goals} SET name = coalesce($3, name), target = coalesce($4::numeric, target),
           currency = coalesce($5, currency), target_date = coalesce($6::date, target_date),
           saved = coalesce($7::numeric, saved), account_id = CASE WHEN $8 THEN $9::uuid ELSE account_id END
         WHERE id = $1 AND user_id = $2`,
        [
          id,
          userId,
          dto.name ?? null,
          dto.target ?? null,
          dto.currency ?? null,
          dto.targetDate ?? null,
          dto.saved ?? null,
          dto.accountId !== undefined,
          dto.accountId ?? null,
        ],
      );
    });
    return this.one(userId, id);
  }

  async contribute(userId: string, id: string, amount: string): Promise<SavingsGoal> {
    await this.dataSource.transaction(async (manager) => {
      const goal = await this.lockGoal(manager, userId, id);
      if (goal.accountId) throw new ApiException(409, ErrorCode.CONFLICT, texts.goalLinked);
      const updated = await rows(
        manager,
        `UPDATE ${T.goals} SET saved = saved + $3::numeric WHERE id = $1 AND user_id = $2 AND saved + $3::numeric >= 0
         RETURNING id`,
        [id, userId, amount],
      );
      if (updated.length === 0)
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.goalOverdraw, [texts.goalOverdraw]);
    });
    return this.one(userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.dataSource.transaction((manager) =>
      rows(manager, `DELETE FROM ${T.goals} WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]),
    );
    if (deleted.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.goalNotFound);
  }
}
