import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, type MindRoutine } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException, stableUuid } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager, In } from 'typeorm';
import { LearningMessages } from '../messages';
import { localDay, TimeZonesService } from '../time-zones/time-zones.service';
import type { PutRoutineDto } from './dto/mind.dto';
import { RoutineDayEntity, RoutineItemEntity } from './mind.entities';
import { lockUserWrites, publishExercise, type RecordOptions } from './mind-events';
import { completesFirstTime, routineToday } from './routine';

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND, LearningMessages.mind.notFound.routineItem);

/**
 * The pre-market routine each trader builds (no items until they add some) and its ticks for their local day. The
 * first time every item is ticked on a day, the exercise is announced to progress (once that day).
 */
@Injectable()
export class RoutineService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly timeZones: TimeZonesService,
  ) {}

  async view(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
    at = new Date(),
  ): Promise<MindRoutine> {
    const [items, timeZone] = await Promise.all([
      this.items(manager, userId),
      this.timeZones.timeZone(userId, manager),
    ]);
    const date = localDay(at, timeZone);
    const day = await manager.getRepository(RoutineDayEntity).findOne({ where: { userId, date } });
    const today = routineToday(
      items.map((item) => item.id),
      day?.checkedIds ?? [],
    );
    return {
      items: items.map((item) => ({ id: item.id, text: item.text, position: item.position })),
      today: { date, ...today },
    };
  }

  private items(manager: EntityManager, userId: string): Promise<RoutineItemEntity[]> {
    return manager
      .getRepository(RoutineItemEntity)
      .find({ where: { userId }, order: { position: 'ASC', createdAt: 'ASC' } });
  }

  /**
   * Replaces the list: items sent with an id keep it (and today's tick), new ones get one, the rest are removed.
   * An id that is not one of the caller's items is 404, as for any record of someone else.
   */
  async replace(userId: string, dto: PutRoutineDto): Promise<MindRoutine> {
    const sentIds = dto.items.flatMap((item) => (item.id ? [item.id] : []));
    if (new Set(sentIds).size !== sentIds.length) {
      const message = LearningMessages.mind.fields.routineRepeated;
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
    }
    return this.dataSource.transaction(async (manager) => {
      await lockUserWrites(manager, userId, 'routine');
      const repository = manager.getRepository(RoutineItemEntity);
      const existing = new Set((await this.items(manager, userId)).map((item) => item.id));
      if (sentIds.some((id) => !existing.has(id))) throw notFound();
      const keep = new Set(sentIds);
      const removed = [...existing].filter((id) => !keep.has(id));
      if (removed.length > 0) await repository.delete({ userId, id: In(removed) });
      for (const [position, item] of dto.items.entries()) {
        if (item.id) {
          await repository.update({ userId, id: item.id }, { text: item.text, position });
        } else {
          await repository.insert({ id: randomUUID(), userId, text: item.text, position });
        }
      }
      return this.view(userId, manager);
    });
  }

  /** Records today's ticks (ids of the caller's items; another's or an unknown one is 404). */
  async tick(userId: string, checkedIds: string[], options: RecordOptions = {}): Promise<MindRoutine> {
    const at = options.at ?? new Date();
    return this.dataSource.transaction(async (manager) => {
      await lockUserWrites(manager, userId, 'routine');
      const itemIds = (await this.items(manager, userId)).map((item) => item.id);
      const known = new Set(itemIds);
      if (checkedIds.some((id) => !known.has(id))) throw notFound();
      const date = localDay(at, await this.timeZones.timeZone(userId, manager));
      const days = manager.getRepository(RoutineDayEntity);
      const before = await days.findOne({ where: { userId, date } });
      const today = routineToday(itemIds, checkedIds);
      const first = completesFirstTime(before, today);
      await days.upsert(
        {
          userId,
          date,
          checkedIds: today.checkedIds,
          completedAt: first ? at : (before?.completedAt ?? null),
          updatedAt: at,
        },
        ['userId', 'date'],
      );
      if (first && options.exerciseEvent !== false) {
        await publishExercise(
          this.bus,
          manager,
          { userId, kind: 'routine', id: stableUuid('mind-routine', userId, date), date },
          at,
        );
      }
      return this.view(userId, manager, at);
    });
  }
}
