import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type BreathingTechniqueId, SUGGESTED_ROUTINE_ITEMS } from '@pipcrafters/contracts';
import { stableUuid } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { LearningMessages } from '../messages';
import { CheckInsService } from '../mind/check-ins.service';
import { ExercisesService } from '../mind/exercises.service';
import { RoutineDayEntity, RoutineItemEntity } from '../mind/mind.entities';
import { TiltService } from '../mind/tilt.service';
import { addDays, localDay, TimeZonesService } from '../time-zones/time-zones.service';

/** The zone the demo trader lives in (progress's demo uses the same one). */
export const DEMO_TIME_ZONE = 'Europe/Madrid';
/** Exercises this recent pay XP and count for the streak and missions; older ones are history only. */
const EXERCISE_EVENT_DAYS = 7;

/** [days before today, sleep hours, stress, mood, focus, pressure]: 20 check-ins over four weeks, some low days. */
const CHECK_INS: readonly (readonly [number, number, number, number, number, number])[] = [
  [27, 7.5, 2, 4, 4, 2],
  [26, 6, 3, 3, 3, 3],
  [24, 8, 2, 4, 4, 1],
  [23, 5, 4, 2, 2, 4],
  [21, 7, 2, 4, 4, 2],
  [20, 4.5, 3, 3, 3, 3],
  [19, 7, 2, 3, 4, 2],
  [17, 8, 1, 5, 5, 1],
  [16, 6.5, 3, 3, 3, 2],
  [14, 7, 2, 3, 4, 2],
  [13, 5.5, 4, 2, 2, 3],
  [12, 7.5, 2, 4, 4, 2],
  [10, 8, 2, 5, 4, 2],
  [9, 6, 5, 3, 2, 4],
  [8, 7, 3, 4, 3, 3],
  [6, 7.5, 2, 4, 4, 2],
  [5, 8, 1, 5, 4, 1],
  [4, 6, 3, 3, 3, 4],
  [2, 7, 2, 4, 4, 2],
  [1, 6.5, 3, 3, 3, 3],
];

/** [days before today, technique, cycles]. */
const BREATHING: readonly (readonly [number, BreathingTechniqueId, number])[] = [
  [20, '4-7-8', 4],
  [13, 'box', 6],
  [9, '4-7-8', 6],
  [6, 'coherent', 27],
  [4, 'box', 8],
  [2, 'coherent', 20],
];

/** [days before today, targets, hits, false alarms, distractors, mean reaction in ms]: scores that improve. */
const FOCUS_DRILLS: readonly (readonly [number, number, number, number, number, number])[] = [
  [19, 60, 47, 6, 20, 560],
  [12, 61, 52, 4, 19, 510],
  [8, 59, 53, 3, 21, 480],
  [5, 60, 56, 2, 20, 430],
  [1, 60, 57, 1, 20, 410],
];

const ROUTINE_SIZE = 5;
const ROUTINE_TICKED_TODAY = 3;

/**
 * The demo trader's MindCrafter, made through the same services as a trader's clicks (so the journal hears the
 * check-ins, for EdgePilot, and progress the recent exercises): the time zone, the tilt consent given, 20 check-ins
 * over four weeks (some low days), breathing sessions and focus drills, and a five-item routine with today's partly
 * ticked. Nothing today that would keep the streak: the demo leaves that to whoever tries it. Every record has a
 * stable id, so a redelivered event (or one after a crash half-way) adds nothing twice.
 */
@Injectable()
export class DemoMindSeeder {
  private readonly logger = new Logger(DemoMindSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly timeZones: TimeZonesService,
    private readonly checkIns: CheckInsService,
    private readonly exercises: ExercisesService,
    private readonly tilt: TiltService,
  ) {}

  async seed(userId: string): Promise<void> {
    // Identity's own announcement of the zone, if any, is newer than this and wins.
    await this.timeZones.set(this.dataSource.manager, userId, DEMO_TIME_ZONE, new Date(0));
    const timeZone = await this.timeZones.timeZone(userId);
    const today = localDay(new Date(), timeZone);
    /** A morning instant `daysAgo` days before today (07:30 UTC is before the session in Madrid). */
    const morning = (daysAgo: number, minutes = 0) => {
      const [year, month, day] = addDays(today, -daysAgo).split('-').map(Number);
      return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 7, 30 + minutes));
    };
    const id = (...parts: (string | number)[]) => stableUuid('demo-mind', userId, ...parts.map(String));
    const paid = (daysAgo: number) => daysAgo <= EXERCISE_EVENT_DAYS;

    await this.tilt.updateSettings(userId, { tiltConsent: true });
    for (const [daysAgo, sleepHours, stress, mood, focus, pressure] of CHECK_INS) {
      const note = LearningMessages.mind.demoNotes[daysAgo];
      await this.checkIns.record(
        userId,
        { sleepHours, stress, mood, focus, pressure, ...(note ? { note } : {}) },
        { id: id('check-in', daysAgo), at: morning(daysAgo), exerciseEvent: paid(daysAgo) },
      );
    }
    for (const [daysAgo, technique, cycles] of BREATHING) {
      await this.exercises.breathe(
        userId,
        { technique, cycles },
        { id: id('breathing', daysAgo), at: morning(daysAgo, 10), exerciseEvent: paid(daysAgo) },
      );
    }
    for (const [daysAgo, targets, hits, falseAlarms, distractors, meanReactionMs] of FOCUS_DRILLS) {
      await this.exercises.drill(
        userId,
        { durationSeconds: 120, targets, hits, falseAlarms, distractors, meanReactionMs },
        { id: id('focus-drill', daysAgo), at: morning(daysAgo, 25), exerciseEvent: paid(daysAgo) },
      );
    }
    await this.dataSource.transaction(async (manager) => {
      // Once: a routine the trader already has (or changed) is theirs.
      if ((await manager.getRepository(RoutineItemEntity).countBy({ userId })) > 0) return;
      const items = SUGGESTED_ROUTINE_ITEMS.slice(0, ROUTINE_SIZE).map((text, position) => ({
        id: id('routine', position),
        userId,
        text,
        position,
      }));
      await manager.getRepository(RoutineItemEntity).insert(items);
      await manager.getRepository(RoutineDayEntity).insert({
        userId,
        date: today,
        checkedIds: items.slice(0, ROUTINE_TICKED_TODAY).map((item) => item.id),
        completedAt: null,
        updatedAt: new Date(),
      });
    });
    this.logger.log(`Historial de demostración en MindCrafter creado para ${userId}`);
  }
}
