import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  type Strategy,
  type StrategyStatus,
  type StrategyTemplate,
  type StrategyVersion,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager, LessThan } from 'typeorm';
import { StrategiesMessages } from '../messages';
import { ScreenshotEntity } from '../screenshots/screenshot.entity';
import { ScreenshotsService } from '../screenshots/screenshots.service';
import { findTemplate } from '../templates/template-catalog';
import type { CreateStrategyDto, UpdateStrategyDto, VersionsQuery } from './dto/strategy.dto';
import { StrategyEntity } from './strategy.entity';
import { entityFields, fieldColumns, snapshotOf, toStrategy } from './strategy.mapper';
import {
  applyInput,
  BLANK_FIELDS,
  changesBetween,
  type FieldsInput,
  journalStrategy,
  NO_RISK_LIMITS,
  RuleInputError,
  type StrategyFields,
} from './strategy-model';
import { StrategyVersionEntity } from './strategy-version.entity';

const texts = StrategiesMessages.strategies;
/** A user's strategies are few by nature; the list is answered whole. */
export const MAX_STRATEGIES_PER_USER = 100;

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);

/** The fields a template starts a strategy with (its rules get ids of their own). */
function templateFields(template: StrategyTemplate): StrategyFields {
  const { name, risk, ...rest } = template.strategy;
  return applyInput(BLANK_FIELDS, { ...rest, name, risk: { ...NO_RISK_LIMITS, ...risk } });
}

/** The input of a request without its undefined fields (what was not sent). */
function sent(dto: CreateStrategyDto | UpdateStrategyDto): FieldsInput {
  const { templateId: _template, ...fields } = dto as CreateStrategyDto;
  return fields as FieldsInput;
}

/**
 * A user's strategies: every query has the owner in its WHERE (someone else's strategy is simply not found); every
 * change is versioned and published (`strategies.strategy.saved` / `.deleted`) in the transaction that makes it.
 */
@Injectable()
export class StrategiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly screenshots: ScreenshotsService,
  ) {}

  private applyOrRefuse(base: StrategyFields, input: FieldsInput): StrategyFields {
    try {
      return applyInput(base, input);
    } catch (error) {
      if (error instanceof RuleInputError) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, error.message);
      }
      throw error;
    }
  }

  private async lockOwn(manager: EntityManager, userId: string, id: string): Promise<StrategyEntity> {
    const row = await manager
      .getRepository(StrategyEntity)
      .findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw notFound();
    return row;
  }

  private async withScreenshots(
    userId: string,
    rows: StrategyEntity[],
    manager?: EntityManager,
  ): Promise<Strategy[]> {
    const screenshots = await this.screenshots.byStrategy(
      userId,
      rows.map((row) => row.id),
      manager,
    );
    return rows.map((row) => toStrategy(row, screenshots.get(row.id) ?? []));
  }

  /**
   * A new strategy (a duplicate, a demo one): its row, its version 1 and its event, in the caller's transaction.
   * `id` and `at` for records made after the fact (the demo trader's); `screenshots`, rows already stored.
   */
  async insert(
    manager: EntityManager,
    userId: string,
    fields: StrategyFields,
    templateId: string | null,
    extra: { id?: string; at?: Date; screenshots?: ScreenshotEntity[] } = {},
  ): Promise<StrategyEntity> {
    // One user's creations queue up here, so the count below cannot be passed by two requests at once.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`strategies:user:${userId}`]);
    if ((await manager.getRepository(StrategyEntity).countBy({ userId })) >= MAX_STRATEGIES_PER_USER) {
      throw new ApiException(409, ErrorCode.CONFLICT, texts.tooMany(MAX_STRATEGIES_PER_USER));
    }
    const now = extra.at ?? new Date();
    const row = await manager.getRepository(StrategyEntity).save(
      Object.assign(new StrategyEntity(), {
        id: extra.id ?? randomUUID(),
        userId,
        ...fieldColumns(fields),
        version: 1,
        templateId,
        createdAt: now,
        updatedAt: now,
      }),
    );
    await this.keepVersion(manager, row, []);
    if (extra.screenshots?.length) await manager.getRepository(ScreenshotEntity).insert(extra.screenshots);
    await this.publishSaved(manager, row);
    return row;
  }

  /** An edit of a locked strategy: a new version, kept and published, unless nothing changes. */
  async edit(
    manager: EntityManager,
    current: StrategyEntity,
    after: StrategyFields,
    at: Date = new Date(),
  ): Promise<StrategyEntity> {
    const changes = changesBetween(entityFields(current), after);
    if (changes.length === 0) return current;
    const next = Object.assign(current, fieldColumns(after), { version: current.version + 1, updatedAt: at });
    await manager.getRepository(StrategyEntity).save(next);
    await this.keepVersion(manager, next, changes);
    await this.publishSaved(manager, next);
    return next;
  }

  private async keepVersion(manager: EntityManager, row: StrategyEntity, changes: string[]): Promise<void> {
    await manager.getRepository(StrategyVersionEntity).insert({
      strategyId: row.id,
      version: row.version,
      userId: row.userId,
      changes,
      snapshot: snapshotOf(row),
      createdAt: row.updatedAt,
    });
  }

  private async publishSaved(manager: EntityManager, row: StrategyEntity): Promise<void> {
    await this.bus.publish(
      manager,
      'strategies.strategy.saved',
      {
        userId: row.userId,
        strategy: journalStrategy({ id: row.id, version: row.version, ...entityFields(row) }),
      },
      row.updatedAt,
    );
  }

  async list(userId: string, status?: StrategyStatus): Promise<Strategy[]> {
    const rows = await this.dataSource.getRepository(StrategyEntity).find({
      where: { userId, ...(status ? { status } : {}) },
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
    return this.withScreenshots(userId, rows);
  }

  async get(userId: string, id: string): Promise<Strategy> {
    const row = await this.dataSource.getRepository(StrategyEntity).findOneBy({ id, userId });
    if (!row) throw notFound();
    const [strategy] = await this.withScreenshots(userId, [row]);
    return strategy as Strategy;
  }

  async create(userId: string, dto: CreateStrategyDto): Promise<Strategy> {
    const template = dto.templateId ? findTemplate(dto.templateId) : undefined;
    const fields = this.applyOrRefuse(template ? templateFields(template) : BLANK_FIELDS, sent(dto));
    const row = await this.dataSource.transaction((manager) =>
      this.insert(manager, userId, fields, template?.id ?? null),
    );
    return toStrategy(row, []);
  }

  /** Any subset of the fields; an edit that changes something is a new version, one that changes nothing is not. */
  async update(userId: string, id: string, dto: UpdateStrategyDto): Promise<Strategy> {
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.lockOwn(manager, userId, id);
      return this.edit(manager, current, this.applyOrRefuse(entityFields(current), sent(dto)));
    });
    const [strategy] = await this.withScreenshots(userId, [row]);
    return strategy as Strategy;
  }

  /** Deleted with its versions and screenshots; the journal keeps its trades under the strategy's name. */
  async remove(userId: string, id: string): Promise<void> {
    const files = await this.dataSource.transaction(async (manager) => {
      const row = await this.lockOwn(manager, userId, id);
      const keys = await this.screenshots.keysOf(manager, userId, row.id);
      await manager.getRepository(StrategyEntity).delete({ id: row.id, userId });
      await this.bus.publish(manager, 'strategies.strategy.deleted', {
        userId,
        strategyId: row.id,
        name: row.name,
      });
      return keys;
    });
    await this.screenshots.forget(files);
  }

  /** "Copia de …": the same content with rules of its own (their figures start afresh), being tested, version 1. */
  async duplicate(userId: string, id: string): Promise<Strategy> {
    const source = await this.dataSource.getRepository(StrategyEntity).findOneBy({ id, userId });
    if (!source) throw notFound();
    const newId = randomUUID();
    const copies = await this.screenshots.copies(userId, source.id, newId);
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const original = entityFields(await this.lockOwn(manager, userId, id));
        const fields = applyInput(BLANK_FIELDS, {
          ...original,
          ...Object.fromEntries(
            (['entryRules', 'exitRules', 'checklist'] as const).map((list) => [
              list,
              original[list].map(({ text }) => ({ text })),
            ]),
          ),
          name: texts.copyOf(original.name),
          status: 'en-prueba',
        });
        return this.insert(manager, userId, fields, source.templateId, { id: newId, screenshots: copies });
      });
      const [strategy] = await this.withScreenshots(userId, [row]);
      return strategy as Strategy;
    } catch (error) {
      await this.screenshots.forget(copies.map((copy) => copy.storageKey));
      throw error;
    }
  }

  /** The kept versions, newest first, `limit` at a time (`before` = the last version already shown). */
  async versions(userId: string, id: string, query: VersionsQuery): Promise<StrategyVersion[]> {
    const owned = await this.dataSource.getRepository(StrategyEntity).existsBy({ id, userId });
    if (!owned) throw notFound();
    const rows = await this.dataSource.getRepository(StrategyVersionEntity).find({
      where: { strategyId: id, userId, ...(query.before ? { version: LessThan(query.before) } : {}) },
      order: { version: 'DESC' },
      take: query.limit,
    });
    return rows.map((row) => ({
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      changes: row.changes,
      strategy: row.snapshot,
    }));
  }
}
