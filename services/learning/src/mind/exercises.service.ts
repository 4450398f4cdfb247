import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BREATHING_HISTORY_MAX_ITEMS,
  type BreathingSession,
  breathingDurationSeconds,
  ErrorCode,
  FOCUS_DRILL,
  FOCUS_DRILL_HISTORY_MAX_ITEMS,
  type FocusDrill,
  type FocusDrillHistory,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, MoreThan } from 'typeorm';
import { localDay, TimeZonesService } from '../time-zones/time-zones.service';
import type { BreathingSessionDto, FocusDrillDto } from './dto/mind.dto';
import { focusDrillProblem, focusScore } from './focus-score';
import { BreathingSessionEntity, FocusDrillEntity } from './mind.entities';
import { lockUserWrites, publishExercise, type RecordOptions } from './mind-events';

export function breathingView(row: BreathingSessionEntity): BreathingSession {
  return {
    id: row.id,
    technique: row.technique,
    cycles: row.cycles,
    durationSeconds: row.durationSeconds,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}

export function focusDrillView(row: FocusDrillEntity): FocusDrill {
  return {
    id: row.id,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
    durationSeconds: row.durationSeconds,
    targets: row.targets,
    hits: row.hits,
    falseAlarms: row.falseAlarms,
    distractors: row.distractors,
    meanReactionMs: row.meanReactionMs,
    score: row.score,
  };
}

/**
 * Breathing sessions and focus drills: their duration and score computed on the server, each announced to progress.
 * One cannot finish two sessions in less time than one lasts: the same report again within that time is the same
 * session (a repeated click), answered with the one recorded.
 */
@Injectable()
export class ExercisesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly timeZones: TimeZonesService,
  ) {}

  async breathe(
    userId: string,
    dto: BreathingSessionDto,
    options: RecordOptions = {},
  ): Promise<BreathingSession> {
    const at = options.at ?? new Date();
    const durationSeconds = breathingDurationSeconds(dto.technique, dto.cycles);
    return this.dataSource.transaction(async (manager) => {
      await lockUserWrites(manager, userId, 'breathing');
      const sessions = manager.getRepository(BreathingSessionEntity);
      const repeat = await sessions.findOne({
        where: options.id
          ? { userId, id: options.id }
          : {
              userId,
              technique: dto.technique,
              cycles: dto.cycles,
              createdAt: MoreThan(new Date(at.getTime() - durationSeconds * 1000)),
            },
        order: { createdAt: 'DESC' },
      });
      if (repeat) return breathingView(repeat);
      const date = localDay(at, await this.timeZones.timeZone(userId, manager));
      const row = sessions.create({
        id: options.id ?? randomUUID(),
        userId,
        technique: dto.technique,
        cycles: dto.cycles,
        durationSeconds,
        date,
        createdAt: at,
      });
      await sessions.insert(row);
      if (options.exerciseEvent !== false) {
        await publishExercise(this.bus, manager, { userId, kind: 'breathing', id: row.id, date }, at);
      }
      return breathingView(row);
    });
  }

  async breathingSessions(userId: string): Promise<BreathingSession[]> {
    const rows = await this.dataSource.getRepository(BreathingSessionEntity).find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: BREATHING_HISTORY_MAX_ITEMS,
    });
    return rows.map(breathingView);
  }

  async drill(userId: string, dto: FocusDrillDto, options: RecordOptions = {}): Promise<FocusDrill> {
    const problem = focusDrillProblem(dto);
    if (problem) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, problem, [problem]);
    const at = options.at ?? new Date();
    const meanReactionMs = dto.meanReactionMs === null ? null : Math.round(dto.meanReactionMs);
    return this.dataSource.transaction(async (manager) => {
      await lockUserWrites(manager, userId, 'focus-drill');
      const drills = manager.getRepository(FocusDrillEntity);
      const repeat = await drills.findOne({
        where: options.id
          ? { userId, id: options.id }
          : { userId, createdAt: MoreThan(new Date(at.getTime() - FOCUS_DRILL.durationSeconds * 1000)) },
        order: { createdAt: 'DESC' },
      });
      if (repeat) return focusDrillView(repeat);
      const date = localDay(at, await this.timeZones.timeZone(userId, manager));
      const row = drills.create({
        id: options.id ?? randomUUID(),
        userId,
        durationSeconds: dto.durationSeconds,
        targets: dto.targets,
        hits: dto.hits,
        falseAlarms: dto.falseAlarms,
        distractors: dto.distractors,
        meanReactionMs,
        score: focusScore({ ...dto, meanReactionMs }),
        date,
        createdAt: at,
      });
      await drills.insert(row);
      if (options.exerciseEvent !== false) {
        await publishExercise(this.bus, manager, { userId, kind: 'focus-drill', id: row.id, date }, at);
      }
      return focusDrillView(row);
    });
  }

  async focusDrills(userId: string): Promise<FocusDrillHistory> {
    const repository = this.dataSource.getRepository(FocusDrillEntity);
    const rows = await repository.find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: FOCUS_DRILL_HISTORY_MAX_ITEMS,
    });
    return { items: rows.map(focusDrillView), bestScore: await this.bestFocusScore(userId) };
  }

  async bestFocusScore(userId: string): Promise<number | null> {
    const best = await this.dataSource.getRepository(FocusDrillEntity).maximum('score', { userId });
    return best ?? null;
  }
}
