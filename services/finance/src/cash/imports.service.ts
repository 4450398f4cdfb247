import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CASH_LIMITS,
  type CashImport,
  ErrorCode,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { FinanceMessages } from '../messages';
import { AccountsService } from './accounts.service';
import {
  dedupKey,
  guessMapping,
  mappingProblem,
  markDuplicates,
  normalizeDescription,
  type ReadRow,
  readRows,
  splitCsv,
} from './csv-import';
import type { ImportDto, ImportPreviewDto } from './dto/cash.dto';

const texts = FinanceMessages.cash.import;
const SAMPLE_ROWS = 10;
const PREVIEW_ROWS = 500;

const invalid = (message: string) => new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);

interface Read {
  mapping: ImportMapping;
  rows: string[][];
  read: ReadRow[];
}

interface Judged extends Read {
  duplicates: boolean[];
  categories: (string | null)[];
}

const IMPORT_COLUMNS = `id, account_id AS "accountId", file_name AS "fileName", imported, duplicates, errors,
  created_at AS "createdAt"`;

const view = (row: Omit<CashImport, 'createdAt'> & { createdAt: Date }): CashImport => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Bank statements in CSV: a preview with the mapping guessed or given, then the import, which skips the lines the
 * account already holds (the same day, amount and description, counted) and can be undone as a whole.
 */
@Injectable()
export class ImportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
  ) {}

  private read(content: string, given?: ImportMapping): Read {
    const { rows: split, delimiter } = splitCsv(content, given?.delimiter);
    const mapping = given ?? guessMapping(split, delimiter);
    const data = split.length - (mapping.hasHeader ? 1 : 0);
    if (data <= 0) throw invalid(texts.empty);
    if (data > CASH_LIMITS.importRowsMax) throw invalid(texts.tooManyRows);
    const width = Math.max(...split.map((row) => row.length));
    const problem = mappingProblem(mapping, width);
    if (problem) {
      // A guessed mapping is only a suggestion: the preview shows it for the user to correct.
      if (given) throw invalid(problem);
    }
    return { mapping, rows: split, read: problem ? [] : readRows(split, mapping) };
  }

  /** Marks duplicates against the account and suggests each line's category from the user's history. */
  private async judge(
    manager: EntityManager,
    userId: string,
    accountId: string,
    read: Read,
  ): Promise<Judged> {
    const valid = read.read.filter((row) => !row.error && row.date && row.amount);
    const keys = [
      ...new Set(valid.map((row) => dedupKey(row.date as string, row.amount as never, row.description))),
    ];
    const counts = await rows<{ key: string; count: number }>(
      manager,
      `SELECT dedup_key AS key, count(*)::int AS count FROM ${T.transactions}
       WHERE account_id = $1 AND user_id = $2 AND dedup_key = ANY($3::text[]) GROUP BY dedup_key`,
      [accountId, userId, keys],
    );
    const descriptions = [...new Set(valid.map((row) => normalizeDescription(row.description)))];
    const learned = await rows<{ description: string; categoryId: string }>(
      manager,
      `SELECT DISTINCT ON (text) text AS description, category_id AS "categoryId"
       FROM (SELECT btrim(lower(regexp_replace(description, '[[:space:]]+', ' ', 'g'))) AS text, category_id, date, created_at
             FROM ${T.transactions} WHERE user_id = $1 AND category_id IS NOT NULL) moves
       WHERE text = ANY($2::text[])
       ORDER BY text, date DESC, created_at DESC`,
      [userId, descriptions],
    );
    const byText = new Map(learned.map((row) => [row.description, row.categoryId]));
    return {
      ...read,
      duplicates: markDuplicates(read.read, new Map(counts.map((row) => [row.key, row.count]))),
      categories: read.read.map((row) => byText.get(normalizeDescription(row.description)) ?? null),
    };
  }

  async preview(userId: string, dto: ImportPreviewDto): Promise<ImportPreview> {
    const read = this.read(dto.content, dto.mapping);
    const judged = await this.dataSource.transaction(async (manager) => {
      await this.accounts.owned(manager, userId, dto.accountId);
      return this.judge(manager, userId, dto.accountId, read);
    });
    const previewRows: ImportPreviewRow[] = judged.read.map((row, index) => ({
      line: row.line,
      date: row.date,
      description: row.description,
      amount: row.amount ? row.amount.toFixed(2) : null,
      kind: row.amount ? (row.amount.isNegative() ? 'expense' : 'income') : null,
      duplicate: judged.duplicates[index] ?? false,
      error: row.error,
      categoryId: judged.categories[index] ?? null,
    }));
    const errors = previewRows.filter((row) => row.error).length;
    const duplicates = previewRows.filter((row) => row.duplicate).length;
    return {
      mapping: judged.mapping,
      headers: judged.mapping.hasHeader ? (judged.rows[0] ?? []) : [],
      sample: judged.rows.slice(judged.mapping.hasHeader ? 1 : 0).slice(0, SAMPLE_ROWS),
      rows: previewRows.slice(0, PREVIEW_ROWS),
      counts: {
        total: previewRows.length,
        valid: previewRows.length - errors - duplicates,
        duplicates,
        errors,
      },
    };
  }

  async create(userId: string, dto: ImportDto): Promise<CashImport> {
    const read = this.read(dto.content, dto.mapping);
    const id = await this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.owned(manager, userId, dto.accountId);
      if (account.archived)
        throw new ApiException(409, ErrorCode.CONFLICT, FinanceMessages.cash.accountArchived);
      // The account row stays locked to the end: two imports of one file into it cannot both miss each other.
      const judged = await this.judge(manager, userId, dto.accountId, read);
      const chosen = judged.read
        .map((row, index) => ({
          row,
          category: judged.categories[index] ?? null,
          duplicate: judged.duplicates[index],
        }))
        .filter(({ row, duplicate }) => !row.error && !duplicate);
      if (chosen.length === 0 && judged.duplicates.every((duplicate) => !duplicate))
        throw invalid(texts.nothing);
      const errors = judged.read.filter((row) => row.error).length;
      const duplicates = judged.duplicates.filter(Boolean).length;
      const [created] = await rows<{ id: string }>(
        manager,
        `INSERT INTO ${T.imports} (user_id, account_id, file_name, imported, duplicates, errors)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [userId, dto.accountId, dto.fileName.slice(0, 200), chosen.length, duplicates, errors],
      );
      const importId = (created as { id: string }).id;
      if (chosen.length > 0) {
        await rows(
          manager,
          `INSERT INTO ${T.transactions} (user_id, account_id, kind, amount, date, description, category_id, import_id, dedup_key)
           SELECT $1, $2, CASE WHEN signed < 0 THEN 'expense' ELSE 'income' END, abs(signed), day, description,
                  category_id, $3, key
           FROM unnest($4::numeric[], $5::date[], $6::text[], $7::uuid[], $8::text[])
             AS line (signed, day, description, category_id, key)`,
          [
            userId,
            dto.accountId,
            importId,
            chosen.map(({ row }) => row.amount?.toFixed(2)),
            chosen.map(({ row }) => row.date),
            chosen.map(({ row }) => row.description),
            chosen.map(({ category }) => category),
            chosen.map(({ row }) => dedupKey(row.date as string, row.amount as never, row.description)),
          ],
        );
      }
      return importId;
    });
    return this.one(userId, id);
  }

  async list(userId: string): Promise<CashImport[]> {
    const found = await this.dataSource.query(
      `SELECT ${IMPORT_COLUMNS} FROM ${T.imports} WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 100`,
      [userId],
    );
    return found.map(view);
  }

  private async one(userId: string, id: string): Promise<CashImport> {
    const [found] = await this.dataSource.query(
      `SELECT ${IMPORT_COLUMNS} FROM ${T.imports} WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!found) throw new ApiException(404, ErrorCode.NOT_FOUND, FinanceMessages.cash.importNotFound);
    return view(found);
  }

  /** Undoes an import: the transactions it added go (those edited since included), and its record. */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [found] = await rows(
        manager,
        `SELECT 1 FROM ${T.imports} WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [id, userId],
      );
      if (!found) throw new ApiException(404, ErrorCode.NOT_FOUND, FinanceMessages.cash.importNotFound);
      await rows(manager, `DELETE FROM ${T.transactions} WHERE import_id = $1 AND user_id = $2`, [
        id,
        userId,
      ]);
      const deleted = await rows(
        manager,
        `DELETE FROM ${T.imports} WHERE id = $1 AND user_id = $2 RETURNING id`,
        [id, userId],
      );
      if (deleted.length === 0)
        throw new ApiException(404, ErrorCode.NOT_FOUND, FinanceMessages.cash.importNotFound);
    });
  }
}
