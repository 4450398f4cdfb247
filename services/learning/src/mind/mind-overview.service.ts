import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MindOverview } from '@pipcrafters/contracts';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { localDay, TimeZonesService, weekStart } from '../time-zones/time-zones.service';
import { CheckInsService } from './check-ins.service';
import { BreathingSessionEntity, FocusDrillEntity, MindCheckInEntity } from './mind.entities';
import { RoutineService } from './routine.service';
import { TiltService } from './tilt.service';

const RECENT_CHECK_INS = 14;

/** What the /mindcrafter header needs, in one call. */
@Injectable()
export class MindOverviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly timeZones: TimeZonesService,
    private readonly checkIns: CheckInsService,
    private readonly routine: RoutineService,
    private readonly tilt: TiltService,
  ) {}

  async overview(userId: string): Promise<MindOverview> {
    const [timeZone, recent, routine, settings] = await Promise.all([
      this.timeZones.timeZone(userId),
      this.checkIns.latest(userId, RECENT_CHECK_INS),
      this.routine.view(userId),
      this.tilt.settings(userId),
    ]);
    const today = localDay(new Date(), timeZone);
    const { bestFocusScore, breathing, drills, checkIns } = await this.week(userId, weekStart(today));
    return {
      date: today,
      todayCheckIn: recent.find((checkIn) => checkIn.date === today) ?? null,
      recentCheckIns: recent,
      routine: {
        itemCount: routine.items.length,
        checkedCount: routine.today.checkedIds.length,
        completed: routine.today.completed,
      },
      bestFocusScore,
      breathingSessionsThisWeek: breathing,
      focusDrillsThisWeek: drills,
      checkInsThisWeek: checkIns,
      tiltConsent: settings.tiltConsent,
    };
  }

  /** This week's counts of each exercise and the best focus score ever, in one round trip. */
  private async week(
    userId: string,
    monday: string,
  ): Promise<{ bestFocusScore: number | null; breathing: number; drills: number; checkIns: number }> {
    const table = (entity: EntityTarget<ObjectLiteral>) =>
      this.dataSource.getRepository(entity).metadata.tablePath;
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT MAX(score) FROM ${table(FocusDrillEntity)} WHERE user_id = $1) AS "bestFocusScore",
              (SELECT COUNT(*)::int FROM ${table(BreathingSessionEntity)} WHERE user_id = $1 AND date >= $2) AS breathing,
              (SELECT COUNT(*)::int FROM ${table(FocusDrillEntity)} WHERE user_id = $1 AND date >= $2) AS drills,
              (SELECT COUNT(*)::int FROM ${table(MindCheckInEntity)} WHERE user_id = $1 AND date >= $2) AS "checkIns"`,
      [userId, monday],
    )) as { bestFocusScore: number | null; breathing: number; drills: number; checkIns: number }[];
    return {
      bestFocusScore: row?.bestFocusScore ?? null,
      breathing: row?.breathing ?? 0,
      drills: row?.drills ?? 0,
      checkIns: row?.checkIns ?? 0,
    };
  }
}
