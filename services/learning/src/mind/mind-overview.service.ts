import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MindOverview } from '@pipcrafters/contracts';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { localDay, TimeZonesService, weekStart } from '../time-zones/time-zones.service';
import { CheckInsService } from './check-ins.service';
import { ExercisesService } from './exercises.service';
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
    private readonly exercises: ExercisesService,
    private readonly routine: RoutineService,
    private readonly tilt: TiltService,
  ) {}

  async overview(userId: string): Promise<MindOverview> {
    const today = localDay(new Date(), await this.timeZones.timeZone(userId));
    const thisWeek = { userId, date: MoreThanOrEqual(weekStart(today)) };
    const [recent, routine, bestFocusScore, breathing, drills, checkIns, settings] = await Promise.all([
      this.checkIns.latest(userId, RECENT_CHECK_INS),
      this.routine.view(userId),
      this.exercises.bestFocusScore(userId),
      this.dataSource.getRepository(BreathingSessionEntity).countBy(thisWeek),
      this.dataSource.getRepository(FocusDrillEntity).countBy(thisWeek),
      this.dataSource.getRepository(MindCheckInEntity).countBy(thisWeek),
      this.tilt.settings(userId),
    ]);
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
}
