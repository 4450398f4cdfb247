import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CASH_LIMITS, type CashAccount, type CashAccountKind, ErrorCode } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { CashLabels, FinanceMessages } from '../messages';
import type { CreateAccountDto, UpdateAccountDto } from './dto/cash.dto';
import { type Converter, cents } from './money';
import { CashSettingsService } from './settings.service';

const texts = FinanceMessages.cash;

export interface AccountRow {
  id: string;
  name: string;
  kind: CashAccountKind;
  currency: string;
  openingBalance: string;
  balance: string;
  archived: boolean;
  transactionCount: number;
  createdAt: Date;
}

/**
 * Every account of a user with its balance: the opening balance, plus income, minus expenses and transfers out,
 * plus transfers in (what arrived, in the account's own currency).
 */
export const ACCOUNTS_SQL = `
  SELECT a.id, a.name, a.kind, a.currency, a.opening_balance::text AS "openingBalance", a.archived,
         a.created_at AS "createdAt",
         (a.opening_balance + coalesce(flow.delta, 0))::text AS balance,
         coalesce(flow.count, 0)::int AS "transactionCount"
  FROM ${T.accounts} a
  LEFT JOIN LATERAL (
    SELECT sum(delta) AS delta, count(*) AS count FROM (
      SELECT CASE t.kind WHEN 'income' THEN t.amount ELSE -t.amount END AS delta
      FROM ${T.transactions} t WHERE t.account_id = a.id AND t.user_id = a.user_id
      UNION ALL
      SELECT t.transfer_amount FROM ${T.transactions} t WHERE t.transfer_account_id = a.id AND t.user_id = a.user_id
    ) moves
  ) flow ON true
  WHERE a.user_id = $1`;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** CashCrafter's accounts: bank, cash, savings, broker and card, each in its own currency. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: CashSettingsService,
  ) {}

  async rows(userId: string, includeArchived = true): Promise<AccountRow[]> {
    return this.dataSource.query(
      `${ACCOUNTS_SQL} ${includeArchived ? '' : 'AND NOT a.archived'} ORDER BY a.archived, a.created_at, a.id`,
      [userId],
    );
  }

  view(row: AccountRow, converter: Converter): CashAccount {
    const converted = converter.convert(row.balance, row.currency);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      currency: row.currency,
      openingBalance: cents(row.openingBalance),
      balance: cents(row.balance),
      balanceMain: converted ? cents(converted) : null,
      archived: row.archived,
      transactionCount: row.transactionCount,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  async list(userId: string, includeArchived: boolean): Promise<CashAccount[]> {
    const [{ converter }, found] = await Promise.all([
      this.settings.converter(userId),
      this.rows(userId, includeArchived),
    ]);
    return found.map((row) => this.view(row, converter));
  }

  async one(userId: string, id: string): Promise<CashAccount> {
    const [{ converter }, found] = await Promise.all([
      this.settings.converter(userId),
      this.dataSource.query(`${ACCOUNTS_SQL} AND a.id = $2`, [userId, id]) as Promise<AccountRow[]>,
    ]);
    const [row] = found;
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.accountNotFound);
    return this.view(row, converter);
  }

  /** The user's account, locked for the change (404 when it is not theirs). */
  async owned(
    manager: EntityManager,
    userId: string,
    id: string,
    message: string = texts.accountNotFound,
  ): Promise<{ id: string; currency: string; archived: boolean }> {
    const [row] = await rows<{ id: string; currency: string; archived: boolean }>(
      manager,
      `SELECT id, currency, archived FROM ${T.accounts} WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [id, userId],
    );
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, message);
    return row;
  }

  async create(userId: string, dto: CreateAccountDto): Promise<CashAccount> {
    await this.settings.requireCurrency(dto.currency);
    const id = await this.dataSource.transaction(async (manager) => {
      // One account list per user at a time, so the cap holds under parallel requests.
      await rows(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`finance-accounts:${userId}`]);
      const [{ count }] = (await rows<{ count: number }>(
        manager,
        `SELECT count(*)::int AS count FROM ${T.accounts} WHERE user_id = $1`,
        [userId],
      )) as [{ count: number }];
      if (count >= CASH_LIMITS.accountsMax) {
        throw new ApiException(
          409,
          ErrorCode.CONFLICT,
          texts.tooMany(CashLabels.things.accounts, CASH_LIMITS.accountsMax),
        );
      }
      try {
        const [row] = await rows<{ id: string }>(
          manager,
          `INSERT INTO ${T.accounts} (user_id, name, kind, currency, opening_balance)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [userId, dto.name, dto.kind, dto.currency, dto.openingBalance ?? '0'],
        );
        return (row as { id: string }).id;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ApiException(409, ErrorCode.CONFLICT, texts.accountNameTaken(dto.name));
        throw error;
      }
    });
    return this.one(userId, id);
  }

  async update(userId: string, id: string, dto: UpdateAccountDto): Promise<CashAccount> {
    if (dto.currency !== undefined) await this.settings.requireCurrency(dto.currency);
    await this.dataSource.transaction(async (manager) => {
      const account = await this.owned(manager, userId, id);
      if (
        dto.currency !== undefined &&
        dto.currency !== account.currency &&
        (await this.hasMoves(manager, id))
      ) {
        throw new ApiException(409, ErrorCode.CONFLICT, texts.currencyLocked);
      }
      try {
        await rows(
          manager,
          `UPDATE ${T.accounts} SET name = coalesce($3, name), kind = coalesce($4, kind),
             currency = coalesce($5, currency), opening_balance = coalesce($6::numeric, opening_balance),
             archived = coalesce($7, archived)
           WHERE id = $1 AND user_id = $2`,
          [
            id,
            userId,
            dto.name ?? null,
            dto.kind ?? null,
            dto.currency ?? null,
            dto.openingBalance ?? null,
            dto.archived ?? null,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ApiException(409, ErrorCode.CONFLICT, texts.accountNameTaken(dto.name ?? ''));
        throw error;
      }
    });
    return this.one(userId, id);
  }

  private async hasMoves(manager: EntityManager, id: string): Promise<boolean> {
    const found = await rows(
      manager,
      `SELECT 1 FROM ${T.transactions} WHERE account_id = $1 OR transfer_account_id = $1 LIMIT 1`,
      [id],
    );
    return found.length > 0;
  }

  /** Deletes an account without transactions (its goals unlink, its recurring transactions and imports go with it). */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.owned(manager, userId, id);
      if (await this.hasMoves(manager, id)) {
        throw new ApiException(409, ErrorCode.CONFLICT, texts.accountHasTransactions);
      }
      await rows(manager, `DELETE FROM ${T.accounts} WHERE id = $1 AND user_id = $2`, [id, userId]);
    });
  }
}
