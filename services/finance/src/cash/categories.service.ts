import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CASH_LIMITS, type CashCategory, ErrorCode } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/finance-schema';
import { CashLabels, FinanceMessages } from '../messages';
import { DEFAULT_CATEGORIES } from './default-categories';
import type { CreateCategoryDto, UpdateCategoryDto } from './dto/cash.dto';

const texts = FinanceMessages.cash;

interface CategoryRow {
  id: string;
  name: string;
  kind: 'income' | 'expense';
  builtIn: boolean;
  hidden: boolean;
}

/** The default categories (shared, hidden per user) and each user's own. */
@Injectable()
export class CategoriesService implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes the default categories (names and order as the code says; several instances may start at once). */
  async onApplicationBootstrap(): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ${T.categories} (id, user_id, name, kind, position)
       SELECT id, NULL, name, kind, position FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[]) AS d(id, name, kind, position)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, position = EXCLUDED.position`,
      [
        DEFAULT_CATEGORIES.map((category) => category.id),
        DEFAULT_CATEGORIES.map((category) => category.name),
        DEFAULT_CATEGORIES.map((category) => category.kind),
        DEFAULT_CATEGORIES.map((category) => category.position),
      ],
    );
  }

  async list(userId: string): Promise<CashCategory[]> {
    return this.dataSource.query(
      `SELECT c.id, c.name, c.kind, c.user_id IS NULL AS "builtIn", h.user_id IS NOT NULL AS hidden
       FROM ${T.categories} c
       LEFT JOIN ${T.hiddenCategories} h ON h.category_id = c.id AND h.user_id = $1
       WHERE c.user_id IS NULL OR c.user_id = $1
       ORDER BY c.kind DESC, c.user_id IS NOT NULL, c.position, lower(c.name)`,
      [userId],
    ) as Promise<CategoryRow[]>;
  }

  /** A category the user may use (a default one or theirs), with its kind; 404 otherwise. */
  async usable(
    manager: EntityManager,
    userId: string,
    id: string,
  ): Promise<{ id: string; kind: 'income' | 'expense'; name: string }> {
    const [row] = await rows<{ id: string; kind: 'income' | 'expense'; name: string }>(
      manager,
      `SELECT id, kind, name FROM ${T.categories} WHERE id = $1 AND (user_id IS NULL OR user_id = $2)`,
      [id, userId],
    );
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.categoryNotFound);
    return row;
  }

  private async one(userId: string, id: string): Promise<CashCategory> {
    const found = (await this.list(userId)).find((category) => category.id === id);
    if (!found) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.categoryNotFound);
    return found;
  }

  private async nameTaken(
    manager: EntityManager,
    userId: string,
    kind: string,
    name: string,
    except?: string,
  ): Promise<boolean> {
    const found = await rows(
      manager,
      `SELECT 1 FROM ${T.categories}
       WHERE (user_id IS NULL OR user_id = $1) AND kind = $2 AND lower(name) = lower($3) AND id IS DISTINCT FROM $4`,
      [userId, kind, name, except ?? null],
    );
    return found.length > 0;
  }

  async create(userId: string, dto: CreateCategoryDto): Promise<CashCategory> {
    const id = await this.dataSource.transaction(async (manager) => {
      await rows(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`finance-categories:${userId}`]);
      const [{ count }] = (await rows<{ count: number }>(
        manager,
        `SELECT count(*)::int AS count FROM ${T.categories} WHERE user_id = $1`,
        [userId],
      )) as [{ count: number }];
      if (count >= CASH_LIMITS.categoriesMax) {
        throw new ApiException(
          409,
          ErrorCode.CONFLICT,
          texts.tooMany(CashLabels.things.categories, CASH_LIMITS.categoriesMax),
        );
      }
      if (await this.nameTaken(manager, userId, dto.kind, dto.name)) {
        throw new ApiException(409, ErrorCode.CONFLICT, texts.categoryNameTaken(dto.name));
      }
      const [row] = await rows<{ id: string }>(
        manager,
        `INSERT INTO ${T.categories} (user_id, name, kind) VALUES ($1, $2, $3) RETURNING id`,
        [userId, dto.name, dto.kind],
      );
      return (row as { id: string }).id;
    });
    return this.one(userId, id);
  }

  async update(userId: string, id: string, dto: UpdateCategoryDto): Promise<CashCategory> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = await rows<{ userId: string | null; kind: string }>(
        manager,
        `SELECT user_id AS "userId", kind FROM ${T.categories} WHERE id = $1 AND (user_id IS NULL OR user_id = $2) FOR UPDATE`,
        [id, userId],
      );
      if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.categoryNotFound);
      if (dto.name !== undefined) {
        if (row.userId === null)
          throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.builtInCategory);
        await rows(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`finance-categories:${userId}`]);
        if (await this.nameTaken(manager, userId, row.kind, dto.name, id)) {
          throw new ApiException(409, ErrorCode.CONFLICT, texts.categoryNameTaken(dto.name));
        }
        await rows(manager, `UPDATE ${T.categories} SET name = $3 WHERE id = $1 AND user_id = $2`, [
          id,
          userId,
          dto.name,
        ]);
      }
      if (dto.hidden === true) {
        await rows(
          manager,
          `INSERT INTO ${T.hiddenCategories} (user_id, category_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
          [userId, id],
        );
      } else if (dto.hidden === false) {
        await rows(manager, `DELETE FROM ${T.hiddenCategories} WHERE user_id = $1 AND category_id = $2`, [
          userId,
          id,
        ]);
      }
    });
    return this.one(userId, id);
  }

  /** Deletes the user's own category: its transactions keep no category, its budgets go. */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = await rows<{ userId: string | null }>(
        manager,
        `SELECT user_id AS "userId" FROM ${T.categories} WHERE id = $1 AND (user_id IS NULL OR user_id = $2)`,
        [id, userId],
      );
      if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.categoryNotFound);
      if (row.userId === null)
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.builtInCategory);
      await rows(manager, `DELETE FROM ${T.categories} WHERE id = $1 AND user_id = $2`, [id, userId]);
    });
  }
}
