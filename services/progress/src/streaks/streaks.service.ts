import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, MAX_FREEZES, MAX_REST_DAYS, type StreakView } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { RestPeriodEntity } from '../activity/activity.entities';
import { ActivityService, type LearnerSnapshot } from '../activity/activity.service';
import { addDays, isCalendarDay, localDate } from '../calendar/local-days';
import { ProgressMessages } from '../messages';
import type { Streak } from './streak';

const STRIP_DAYS = 28;

export interface StreakNow extends Streak {
  timeZone: string;
  today: string;
  restMode: { from: string; until: string } | null;
}

/** The streak as of a snapshot of the learner's activity (one read of it can serve several figures). */
export function streakNow(snapshot: LearnerSnapshot): StreakNow {
  const { today } = snapshot;
  return {
    ...snapshot.streak,
    timeZone: snapshot.timeZone,
    today,
    restMode: snapshot.restPeriods.find((period) => period.until >= today) ?? null,
  };
}

/** The daily streak in the learner's time zone, and rest mode (holidays that neither count nor break it). */
@Injectable()
export class StreaksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
  ) {}

  async view(userId: string): Promise<StreakView> {
    const streak = streakNow(await this.activity.current(userId));
    const days = Array.from({ length: STRIP_DAYS }, (_, index) => {
      const date = addDays(streak.today, index - STRIP_DAYS + 1);
      const resting = streak.restMode && streak.restMode.from <= date && date <= streak.restMode.until;
      return {
        date,
        state: streak.states.get(date) ?? (resting ? 'rest' : date === streak.today ? 'today' : 'missed'),
      };
    });
    return {
      current: streak.current,
      longest: streak.longest,
      activeToday: streak.activeToday,
      freezesAvailable: streak.freezesAvailable,
      maxFreezes: MAX_FREEZES,
      restMode: streak.restMode,
      timeZone: streak.timeZone,
      today: streak.today,
      lastActiveDate: streak.lastActiveDate,
      days,
    };
  }

  /**
   * Rest mode from today until `until` (inclusive, at most MAX_REST_DAYS days): never backdated, so it cannot
   * mend a streak already broken. A rest period already running is replaced.
   */
  async rest(userId: string, until: string): Promise<StreakView> {
    if (!isCalendarDay(until)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, ProgressMessages.streak.restUntil);
    }
    await this.dataSource.transaction(async (manager) => {
      const timeZone = await this.activity.lockLearner(manager, userId);
      const today = localDate(new Date(), timeZone);
      if (until < today || until > addDays(today, MAX_REST_DAYS - 1)) {
        throw new ApiException(
          400,
          ErrorCode.VALIDATION_FAILED,
          ProgressMessages.streak.restRange(MAX_REST_DAYS),
        );
      }
      await this.endFrom(manager, userId, today);
      await manager.getRepository(RestPeriodEntity).insert({ userId, startsOn: today, endsOn: until });
    });
    return this.view(userId);
  }

  async endRest(userId: string): Promise<StreakView> {
    await this.dataSource.transaction(async (manager) => {
      const timeZone = await this.activity.lockLearner(manager, userId);
      await this.endFrom(manager, userId, localDate(new Date(), timeZone));
    });
    return this.view(userId);
  }

  /** Rest periods stop before `today`: past days at rest stay so (history is not rewritten). */
  private async endFrom(manager: EntityManager, userId: string, today: string): Promise<void> {
    const periods = manager.getRepository(RestPeriodEntity);
    await periods
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId AND starts_on >= :today', { userId, today })
      .execute();
    await periods
      .createQueryBuilder()
      .update()
      .set({ endsOn: addDays(today, -1) })
      .where('user_id = :userId AND ends_on >= :today', { userId, today })
      .execute();
  }
}
