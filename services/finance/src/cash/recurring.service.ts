import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CASH_LIMITS,
  ErrorCode,
  type RecurrenceFrequency,
  type RecurringTransaction,
  type UpcomingPosting,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { CashLabels, FinanceMessages } from '../messages';
import { AccountsService } from './accounts.service';
import { CategoriesService } from './categories.service';
import type { CreateRecurringDto, UpdateRecurringDto } from './dto/cash.dto';
import { cents } from './money';
import { addDays, isValidDay, localToday, nextOnOrAfter, occurrences } from './recurrence';
import { CashSettingsService } from './settings.service';
import { keyOf } from './transactions.service';

const texts = FinanceMessages.cash;

/** How often the poster looks for recurring transactions due in their owners' time zones. */
const POST_EVERY_MS = 60_000;
/** A recurrence paused for years posts at most this many missed days at once. */
const CATCH_UP_MAX = 400;

export interface RecurringRow {
  id: string;
  userId: string;
  accountId: string;
  kind: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  categoryId: string | null;
  frequency: RecurrenceFrequency;
  day: string;
  nextDate: string;
  active: boolean;
  lastPostedDate: string | null;
  createdAt: Date;
  today?: string;
}

const COLUMNS = `r.id, r.user_id AS "userId", r.account_id AS "accountId", r.kind, r.amount::text AS amount, a.currency,
  r.description, r.category_id AS "categoryId", r.frequency, r.day, to_char(r.next_date, 'YYYY-MM-DD') AS "nextDate",
  r.active, to_char(r.last_posted_date, 'YYYY-MM-DD') AS "lastPostedDate", r.created_at AS "createdAt"`;

/** The user's ($1) recurring transactions with their account's currency. */
export const RECURRING_SQL = `SELECT ${COLUMNS} FROM ${T.recurring} r JOIN ${T.accounts} a ON a.id = r.account_id
  WHERE r.user_id = $1`;

const view = ({ userId: _userId, today: _today, ...row }: RecurringRow): RecurringTransaction => ({
  ...row,
  amount: cents(row.amount),
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Recurring income and expenses (salary, rent, subscriptions) that post themselves on their day in the user's time
 * zone: a timer posts what is due every minute on any instance (rows locked with SKIP LOCKED, one posting per day by
 * a unique index), and every read of the user's money posts theirs first, so a page never shows a day behind.
 */
@Injectable()
export class RecurringService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RecurringService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: CashSettingsService,
    private readonly accounts: AccountsService,
    private readonly categories: CategoriesService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), POST_EVERY_MS);
    this.timer.unref();
    void this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.postDue().then(
      (count) => {
        if (count > 0) this.logger.log(`Movimientos recurrentes registrados: ${count}`);
      },
      (error: unknown) =>
        this.logger.warn(`Los movimientos recurrentes no se pudieron registrar: ${String(error)}`),
    );
    await this.running;
    this.running = undefined;
  }

  /**
   * Posts every due occurrence (of one user, or of everyone), answering how many transactions were written. For one
   * user (every read of their money) a single statement first asks whether anything is due, so a read with nothing
   * to post costs one round trip instead of a transaction's three.
   */
  async postDue(userId?: string): Promise<number> {
    if (userId !== undefined && !(await this.anyDue(userId))) return 0;
    return this.dataSource.transaction(async (manager) => {
      const due = await rows<RecurringRow>(
        manager,
        `SELECT ${COLUMNS}, to_char((now() AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date, 'YYYY-MM-DD') AS today
         FROM ${T.recurring} r JOIN ${T.accounts} a ON a.id = r.account_id
         LEFT JOIN ${T.settings} s ON s.user_id = r.user_id
         WHERE r.active AND NOT a.archived ${userId ? 'AND r.user_id = $1' : ''}
           AND r.next_date <= (now() AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date
         ORDER BY r.next_date LIMIT 500
         FOR UPDATE OF r SKIP LOCKED`,
        userId ? [userId] : [],
      );
      let posted = 0;
      for (const item of due) posted += await this.post(manager, item);
      return posted;
    });
  }

  /** Whether one of the user's active recurrences is due today or earlier in their time zone (no lock taken). */
  private async anyDue(userId: string): Promise<boolean> {
    const [found] = await this.dataSource.query(
      `SELECT EXISTS (
         SELECT 1 FROM ${T.recurring} r JOIN ${T.accounts} a ON a.id = r.account_id
         LEFT JOIN ${T.settings} s ON s.user_id = r.user_id
         WHERE r.active AND NOT a.archived AND r.user_id = $1
           AND r.next_date <= (now() AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date
       ) AS due`,
      [userId],
    );
    return found?.due === true;
  }

  private async post(manager: EntityManager, item: RecurringRow): Promise<number> {
    const today = item.today as string;
    const days = occurrences(item.frequency, item.day, item.nextDate, today, CATCH_UP_MAX);
    let posted = 0;
    for (const date of days) {
      const written = await rows(
        manager,
        `INSERT INTO ${T.transactions} (user_id, account_id, kind, amount, date, description, category_id, recurring_id, dedup_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (recurring_id, date) WHERE recurring_id IS NOT NULL DO NOTHING
         RETURNING id`,
        [
          item.userId,
          item.accountId,
          item.kind,
          item.amount,
          date,
          item.description,
          item.categoryId,
          item.id,
          keyOf(item.kind, item.amount, date, item.description),
        ],
      );
      posted += written.length;
    }
    const last = days.at(-1) ?? item.lastPostedDate;
    await rows(manager, `UPDATE ${T.recurring} SET next_date = $2, last_posted_date = $3 WHERE id = $1`, [
      item.id,
      nextOnOrAfter(item.frequency, item.day, addDays(today, 1)),
      last,
    ]);
    return posted;
  }

  async list(userId: string, id?: string): Promise<RecurringTransaction[]> {
    const found: RecurringRow[] = await this.dataSource.query(
      `${RECURRING_SQL} ${id ? 'AND r.id = $2' : ''} ORDER BY r.active DESC, r.next_date, r.created_at`,
      id ? [userId, id] : [userId],
    );
    return found.map(view);
  }

  /** The list from the rows of RECURRING_SQL read elsewhere (the overview's one statement), in the list's order. */
  listOf(found: RecurringRow[]): RecurringTransaction[] {
    return [...found]
      .sort(
        (a, b) =>
          Number(b.active) - Number(a.active) ||
          a.nextDate.localeCompare(b.nextDate) ||
          new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
      )
      .map(view);
  }

  private async one(userId: string, id: string): Promise<RecurringTransaction> {
    const [found] = await this.list(userId, id);
    if (!found) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.recurringNotFound);
    return found;
  }

  /** What will post in the next `days` days (today included), in date order. */
  async upcoming(userId: string, days: number): Promise<UpcomingPosting[]> {
    await this.postDue(userId);
    const [settings, found] = await Promise.all([this.settings.row(userId), this.list(userId)]);
    return this.upcomingOf(found, settings.timeZone, days);
  }

  /** What `recurring` (the user's list, due ones already posted) will post in the next `days` days in `timeZone`. */
  upcomingOf(recurring: RecurringTransaction[], timeZone: string, days: number): UpcomingPosting[] {
    const until = addDays(localToday(timeZone), days - 1);
    return recurring
      .filter((item) => item.active)
      .flatMap((item) =>
        occurrences(item.frequency, item.day, item.nextDate, until, 400).map((date) => ({
          recurringId: item.id,
          date,
          description: item.description,
          kind: item.kind,
          amount: item.amount,
          currency: item.currency,
          accountId: item.accountId,
        })),
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.description.localeCompare(b.description, 'es'));
  }

  private checkDay(frequency: RecurrenceFrequency, day: string): void {
    if (!isValidDay(frequency, day))
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.day, [texts.day]);
  }

  private async checkCategory(
    manager: EntityManager,
    userId: string,
    categoryId: string | null,
    kind: string,
  ): Promise<void> {
    if (!categoryId) return;
    const category = await this.categories.usable(manager, userId, categoryId);
    if (category.kind !== kind) {
      const message = texts.categoryKindMismatch(category.kind);
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
    }
  }

  async create(userId: string, dto: CreateRecurringDto): Promise<RecurringTransaction> {
    this.checkDay(dto.frequency, dto.day);
    const settings = await this.settings.row(userId);
    const start = dto.startDate ?? localToday(settings.timeZone);
    const id = await this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.owned(manager, userId, dto.accountId);
      if (account.archived) throw new ApiException(409, ErrorCode.CONFLICT, texts.accountArchived);
      await this.checkCategory(manager, userId, dto.categoryId ?? null, dto.kind);
      await rows(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`finance-recurring:${userId}`]);
      const [{ count }] = (await rows<{ count: number }>(
        manager,
        `SELECT count(*)::int AS count FROM ${T.recurring} WHERE user_id = $1`,
        [userId],
      )) as [{ count: number }];
      if (count >= CASH_LIMITS.recurringMax) {
        throw new ApiException(
          409,
          ErrorCode.CONFLICT,
          texts.tooMany(CashLabels.things.recurring, CASH_LIMITS.recurringMax),
        );
      }
      const [row] = await rows<{ id: string }>(
        manager,
        `INSERT INTO ${T.recurring} (user_id, account_id, kind, amount, description, category_id, frequency, day, next_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          userId,
          dto.accountId,
          dto.kind,
          dto.amount,
          dto.description,
          dto.categoryId ?? null,
          dto.frequency,
          dto.day,
          nextOnOrAfter(dto.frequency, dto.day, start),
        ],
      );
      return (row as { id: string }).id;
    });
    await this.postDue(userId);
    return this.one(userId, id);
  }

  async update(userId: string, id: string, dto: UpdateRecurringDto): Promise<RecurringTransaction> {
    const settings = await this.settings.row(userId);
    await this.dataSource.transaction(async (manager) => {
      const [current] = await rows<RecurringRow>(
        manager,
        `SELECT ${COLUMNS} FROM ${T.recurring} r JOIN ${T.accounts} a ON a.id = r.account_id
         WHERE r.id = $1 AND r.user_id = $2 FOR UPDATE OF r`,
        [id, userId],
      );
      if (!current) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.recurringNotFound);
      const frequency = dto.frequency ?? current.frequency;
      const day = dto.day ?? current.day;
      this.checkDay(frequency, day);
      const kind = dto.kind ?? current.kind;
      const categoryId =
        dto.categoryId !== undefined ? dto.categoryId : kind === current.kind ? current.categoryId : null;
      await this.checkCategory(manager, userId, categoryId, kind);
      if (dto.accountId) {
        const account = await this.accounts.owned(manager, userId, dto.accountId);
        if (account.archived) throw new ApiException(409, ErrorCode.CONFLICT, texts.accountArchived);
      }
      // A new calendar (or a resumed one) starts again from today or the day asked: missed days are not posted.
      const today = localToday(settings.timeZone);
      const rescheduled =
        dto.frequency !== undefined ||
        dto.day !== undefined ||
        dto.startDate !== undefined ||
        (dto.active === true && !current.active);
      const from =
        dto.startDate ??
        (current.lastPostedDate && current.lastPostedDate >= today ? addDays(today, 1) : today);
      await rows(
        manager,
        `UPDATE ${T.recurring} SET account_id = $3, kind = $4, amount = $5, description = $6, category_id = $7,
           frequency = $8, day = $9, next_date = $10, active = $11
         WHERE id = $1 AND user_id = $2`,
        [
          id,
          userId,
          dto.accountId ?? current.accountId,
          kind,
          dto.amount ?? current.amount,
          dto.description ?? current.description,
          categoryId,
          frequency,
          day,
          rescheduled ? nextOnOrAfter(frequency, day, from) : current.nextDate,
          dto.active ?? current.active,
        ],
      );
    });
    await this.postDue(userId);
    return this.one(userId, id);
  }

  /** Deletes a recurrence; what it already posted stays as ordinary transactions. */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.dataSource.transaction((manager) =>
      rows(manager, `DELETE FROM ${T.recurring} WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]),
    );
    if (deleted.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.recurringNotFound);
  }
}
