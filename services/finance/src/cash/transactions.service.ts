import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CashTransaction,
  type CashTransactionPage,
  ErrorCode,
  type TransactionKind,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import Papa from 'papaparse';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { CashLabels, FinanceMessages } from '../messages';
import { AccountsService } from './accounts.service';
import { CategoriesService } from './categories.service';
import { dedupKey, inertCell } from './csv-import';
import type {
  CreateTransactionDto,
  ExportQuery,
  TransactionsQuery,
  UpdateTransactionDto,
} from './dto/cash.dto';
import { cents, M } from './money';

const texts = FinanceMessages.cash;

/** A transaction's columns as the API gives them (`t` the transactions, `a` its account). */
export const TRANSACTION_COLUMNS = `
  t.id, t.account_id AS "accountId", t.kind, t.amount::text AS amount, a.currency,
  to_char(t.date, 'YYYY-MM-DD') AS date, t.description, t.category_id AS "categoryId",
  t.transfer_account_id AS "transferAccountId", t.transfer_amount::text AS "transferAmount",
  t.recurring_id AS "recurringId", t.import_id AS "importId", t.created_at AS "createdAt"`;

type TransactionRow = Omit<CashTransaction, 'createdAt'> & { createdAt: Date };

const view = (row: TransactionRow): CashTransaction => ({
  ...row,
  amount: cents(row.amount),
  transferAmount: row.transferAmount === null ? null : cents(row.transferAmount),
  createdAt: new Date(row.createdAt).toISOString(),
});

interface Cursor {
  date: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.date}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string): Cursor {
  const [date, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!date || !id || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.cursor, [texts.cursor]);
  }
  return { date, id };
}

/** The signed amount a non-transfer is matched on when a statement is imported again. */
export const keyOf = (kind: TransactionKind, amount: string, date: string, description: string) =>
  kind === 'transfer'
    ? null
    : dedupKey(date, kind === 'income' ? new M(amount) : new M(amount).negated(), description);

interface Resolved {
  accountId: string;
  kind: TransactionKind;
  amount: string;
  date: string;
  description: string;
  categoryId: string | null;
  transferAccountId: string | null;
  transferAmount: string | null;
}

/** Income, expenses and transfers between the user's own accounts. */
@Injectable()
export class TransactionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly categories: CategoriesService,
  ) {}

  private filters(
    userId: string,
    query: ExportQuery & Partial<TransactionsQuery>,
    params: unknown[],
  ): string {
    params.push(userId);
    const where = ['t.user_id = $1'];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.from && query.to && query.from > query.to) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.range, [texts.range]);
    }
    if (query.accountId) {
      const id = add(query.accountId);
      where.push(`(t.account_id = ${id} OR t.transfer_account_id = ${id})`);
    }
    if (query.categoryId) where.push(`t.category_id = ${add(query.categoryId)}`);
    if (query.kind) where.push(`t.kind = ${add(query.kind)}`);
    if (query.from) where.push(`t.date >= ${add(query.from)}::date`);
    if (query.to) where.push(`t.date <= ${add(query.to)}::date`);
    if (query.q) where.push(`t.description ILIKE ${add(`%${query.q.replace(/[\\%_]/g, '\\$&')}%`)}`);
    return where.join(' AND ');
  }

  async list(userId: string, query: TransactionsQuery): Promise<CashTransactionPage> {
    const params: unknown[] = [];
    let where = this.filters(userId, query, params);
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor);
      params.push(cursor.date, cursor.id);
      where += ` AND (t.date, t.id) < ($${params.length - 1}::date, $${params.length}::uuid)`;
    }
    params.push(query.limit + 1);
    const found: TransactionRow[] = await this.dataSource.query(
      `SELECT ${TRANSACTION_COLUMNS} FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id
       WHERE ${where} ORDER BY t.date DESC, t.id DESC LIMIT $${params.length}`,
      params,
    );
    const items = found.slice(0, query.limit).map(view);
    const last = items.at(-1);
    return {
      items,
      nextCursor: found.length > query.limit && last ? encodeCursor({ date: last.date, id: last.id }) : null,
    };
  }

  async one(
    userId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CashTransaction> {
    const [row] = await rows<TransactionRow>(
      manager,
      `SELECT ${TRANSACTION_COLUMNS} FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id
       WHERE t.id = $1 AND t.user_id = $2`,
      [id, userId],
    );
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.transactionNotFound);
    return view(row);
  }

  /** Checks a transaction as it will be stored: its accounts, category and transfer fields (400/404/409). */
  private async check(manager: EntityManager, userId: string, next: Resolved): Promise<Resolved> {
    const ids = [next.accountId, next.transferAccountId].filter((id): id is string => id !== null).sort();
    // Lock in id order, so two transfers between the same accounts never wait on each other crosswise.
    const locked = new Map<string, { currency: string; archived: boolean }>();
    for (const id of ids) {
      const message = id === next.accountId ? texts.accountNotFound : texts.transferAccountNotFound;
      locked.set(id, await this.accounts.owned(manager, userId, id, message));
    }
    const account = locked.get(next.accountId) as { currency: string; archived: boolean };
    if (account.archived) throw new ApiException(409, ErrorCode.CONFLICT, texts.accountArchived);
    if (next.kind === 'transfer') {
      if (next.categoryId)
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.transferCategory, [
          texts.transferCategory,
        ]);
      if (!next.transferAccountId || next.transferAccountId === next.accountId) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.transferAccount, [
          texts.transferAccount,
        ]);
      }
      const target = locked.get(next.transferAccountId) as { currency: string; archived: boolean };
      if (target.archived) throw new ApiException(409, ErrorCode.CONFLICT, texts.accountArchived);
      if (target.currency === account.currency) {
        if (next.transferAmount !== null && !new M(next.transferAmount).equals(next.amount)) {
          throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.transferAmountSameCurrency, [
            texts.transferAmountSameCurrency,
          ]);
        }
        return { ...next, transferAmount: next.amount };
      }
      if (next.transferAmount === null) {
        const message = texts.transferAmountNeeded(account.currency, target.currency);
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
      }
      return next;
    }
    if (next.transferAccountId !== null || next.transferAmount !== null) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.notTransfer, [texts.notTransfer]);
    }
    if (next.categoryId) {
      const category = await this.categories.usable(manager, userId, next.categoryId);
      if (category.kind !== next.kind) {
        const message = texts.categoryKindMismatch(category.kind);
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
      }
    }
    return next;
  }

  async create(userId: string, dto: CreateTransactionDto): Promise<CashTransaction> {
    return this.dataSource.transaction(async (manager) => {
      const next = await this.check(manager, userId, {
        accountId: dto.accountId,
        kind: dto.kind,
        amount: dto.amount,
        date: dto.date,
        description: dto.description ?? '',
        categoryId: dto.categoryId ?? null,
        transferAccountId: dto.transferAccountId ?? null,
        transferAmount: dto.transferAmount ?? null,
      });
      const [row] = await rows<{ id: string }>(
        manager,
        `INSERT INTO ${T.transactions}
           (user_id, account_id, kind, amount, date, description, category_id, transfer_account_id, transfer_amount, dedup_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          userId,
          next.accountId,
          next.kind,
          next.amount,
          next.date,
          next.description,
          next.categoryId,
          next.transferAccountId,
          next.transferAmount,
          keyOf(next.kind, next.amount, next.date, next.description),
        ],
      );
      return this.one(userId, (row as { id: string }).id, manager);
    });
  }

  async update(userId: string, id: string, dto: UpdateTransactionDto): Promise<CashTransaction> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.one(userId, id, manager);
      const kind = dto.kind ?? current.kind;
      if ((kind === 'transfer') !== (current.kind === 'transfer')) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.kindLocked, [texts.kindLocked]);
      }
      const amount = dto.amount ?? current.amount;
      const next = await this.check(manager, userId, {
        accountId: dto.accountId ?? current.accountId,
        kind,
        amount,
        date: dto.date ?? current.date,
        description: dto.description ?? current.description,
        // Income and expense categories differ: a kind changed without a category keeps none.
        categoryId:
          dto.categoryId !== undefined ? dto.categoryId : kind === current.kind ? current.categoryId : null,
        transferAccountId:
          dto.transferAccountId !== undefined ? dto.transferAccountId : current.transferAccountId,
        transferAmount:
          dto.transferAmount !== undefined
            ? dto.transferAmount
            : kind === 'transfer' && dto.amount === undefined && dto.transferAccountId === undefined
              ? current.transferAmount
              : null,
      });
      await rows(
        manager,
        `UPDATE ${T.transactions} SET account_id = $3, kind = $4, amount = $5, date = $6, description = $7,
           category_id = $8, transfer_account_id = $9, transfer_amount = $10, dedup_key = $11
         WHERE id = $1 AND user_id = $2`,
        [
          id,
          userId,
          next.accountId,
          next.kind,
          next.amount,
          next.date,
          next.description,
          next.categoryId,
          next.transferAccountId,
          next.transferAmount,
          keyOf(next.kind, next.amount, next.date, next.description),
        ],
      );
      return this.one(userId, id, manager);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.dataSource.transaction((manager) =>
      rows(manager, `DELETE FROM ${T.transactions} WHERE id = $1 AND user_id = $2 RETURNING id`, [
        id,
        userId,
      ]),
    );
    if (deleted.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.transactionNotFound);
  }

  /**
   * The transactions as a CSV a Spanish spreadsheet opens as it is: semicolons, decimal commas, a BOM for UTF-8,
   * signed amounts (expenses and transfers out negative), and text cells that could run as formulas made inert.
   */
  async exportCsv(userId: string, query: ExportQuery): Promise<string> {
    const params: unknown[] = [];
    const where = this.filters(userId, query, params);
    const found: (TransactionRow & {
      accountName: string;
      categoryName: string | null;
      targetName: string | null;
      targetCurrency: string | null;
    })[] = await this.dataSource.query(
      `SELECT ${TRANSACTION_COLUMNS}, a.name AS "accountName", c.name AS "categoryName", b.name AS "targetName",
                b.currency AS "targetCurrency"
         FROM ${T.transactions} t JOIN ${T.accounts} a ON a.id = t.account_id
         LEFT JOIN ${T.categories} c ON c.id = t.category_id
         LEFT JOIN ${T.accounts} b ON b.id = t.transfer_account_id
         WHERE ${where} ORDER BY t.date, t.created_at, t.id`,
      params,
    );
    const comma = (value: string) => value.replace('.', ',');
    const lines = found.map((row) => {
      const signed = row.kind === 'income' ? cents(row.amount) : cents(new M(row.amount).negated());
      return [
        row.date,
        inertCell(row.description),
        inertCell(row.categoryName ?? ''),
        CashLabels.export.kinds[row.kind],
        comma(signed),
        row.currency,
        inertCell(row.accountName),
        inertCell(row.targetName ?? ''),
        row.transferAmount === null
          ? ''
          : `${comma(cents(row.transferAmount))} ${row.targetCurrency ?? ''}`.trim(),
      ];
    });
    return `\uFEFF${Papa.unparse([[...CashLabels.export.header], ...lines], { delimiter: ';', newline: '\r\n' })}\r\n`;
  }
}
