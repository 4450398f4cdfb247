import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECK_IN_HISTORY_MAX_ITEMS, type MindCheckIn } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { DataSource, type EntityManager, MoreThanOrEqual } from 'typeorm';
import { addDays, localDay, TimeZonesService } from '../time-zones/time-zones.service';
import type { CheckInDto } from './dto/mind.dto';
import { MindCheckInEntity } from './mind.entities';
import { lockUserWrites, publishExercise, type RecordOptions } from './mind-events';
import { readinessAdvice, scoreReadiness } from './readiness';

/** The same answers sent again this soon are a repeated click, not a second check-in. */
const REPEAT_WINDOW_MS = 2 * 60 * 1000;

export function checkInView(row: MindCheckInEntity): MindCheckIn {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    date: row.date,
    sleepHours: row.sleepHours,
    stress: row.stress,
    mood: row.mood,
    focus: row.focus,
    pressure: row.pressure,
    note: row.note,
    readiness: row.readiness,
    level: row.level,
    weakestFactor: row.weakestFactor,
    advice: row.advice,
  };
}

/**
 * Pre-session check-ins: the readiness computed on the server (readiness.ts), dated by the user's local day, and
 * announced in the same transaction to the journal (EdgePilot relates results to readiness) and to progress.
 */
@Injectable()
export class CheckInsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly timeZones: TimeZonesService,
  ) {}

  async record(userId: string, dto: CheckInDto, options: RecordOptions = {}): Promise<MindCheckIn> {
    const at = options.at ?? new Date();
    const note = dto.note ? dto.note : null;
    return this.dataSource.transaction(async (manager) => {
      await lockUserWrites(manager, userId, 'check-in');
      const repeat = options.id
        ? await manager.getRepository(MindCheckInEntity).findOne({ where: { userId, id: options.id } })
        : await this.repeatOf(manager, userId, { ...dto, note }, at);
      if (repeat) return checkInView(repeat);
      const date = localDay(at, await this.timeZones.timeZone(userId, manager));
      const result = scoreReadiness(dto);
      const row = manager.getRepository(MindCheckInEntity).create({
        id: options.id ?? randomUUID(),
        userId,
        date,
        sleepHours: dto.sleepHours,
        stress: dto.stress,
        mood: dto.mood,
        focus: dto.focus,
        pressure: dto.pressure,
        note,
        readiness: result.readiness,
        level: result.level,
        weakestFactor: result.weakestFactor,
        advice: readinessAdvice(dto, result),
        createdAt: at,
      });
      await manager.getRepository(MindCheckInEntity).insert(row);
      await this.bus.publish(
        manager,
        'learning.mind.check-in.recorded',
        { userId, checkInId: row.id, date, readiness: row.readiness },
        at,
      );
      if (options.exerciseEvent !== false) {
        await publishExercise(this.bus, manager, { userId, kind: 'check-in', id: row.id, date }, at);
      }
      return checkInView(row);
    });
  }

  private async repeatOf(
    manager: EntityManager,
    userId: string,
    answers: Omit<CheckInDto, 'note'> & { note: string | null },
    at: Date,
  ): Promise<MindCheckInEntity | null> {
    const last = await manager.getRepository(MindCheckInEntity).findOne({
      where: { userId, createdAt: MoreThanOrEqual(new Date(at.getTime() - REPEAT_WINDOW_MS)) },
      order: { createdAt: 'DESC' },
    });
    if (!last) return null;
    const same =
      last.sleepHours === answers.sleepHours &&
      last.stress === answers.stress &&
      last.mood === answers.mood &&
      last.focus === answers.focus &&
      last.pressure === answers.pressure &&
      last.note === answers.note;
    return same ? last : null;
  }

  /** The last `days` local days (today included), newest first, at most CHECK_IN_HISTORY_MAX_ITEMS. */
  async list(userId: string, days: number): Promise<MindCheckIn[]> {
    const today = await this.timeZones.today(userId);
    const rows = await this.dataSource.getRepository(MindCheckInEntity).find({
      where: { userId, date: MoreThanOrEqual(addDays(today, -(days - 1))) },
      order: { createdAt: 'DESC' },
      take: CHECK_IN_HISTORY_MAX_ITEMS,
    });
    return rows.map(checkInView);
  }

  /** The latest `count`, newest first. */
  async latest(userId: string, count: number): Promise<MindCheckIn[]> {
    const rows = await this.dataSource.getRepository(MindCheckInEntity).find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: count,
    });
    return rows.map(checkInView);
  }
}
