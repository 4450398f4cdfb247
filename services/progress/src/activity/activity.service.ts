import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SharedReads } from '@pipcrafters/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { localDate } from '../calendar/local-days';
import { type RestPeriod, replayStreak, type Streak } from '../streaks/streak';
import {
  ActivityEntity,
  type ActivityKind,
  LearnerEntity,
  RestPeriodEntity,
  STREAK_KINDS,
} from './activity.entities';
import type { Counts } from './metrics';

/** One learner's standing at one moment: what missions, badges and goals are measured against. */
export interface LearnerSnapshot {
  timeZone: string;
  now: Date;
  today: string;
  counts: Counts;
  streak: Streak;
  restPeriods: RestPeriod[];
}

export interface NewActivity {
  userId: string;
  kind: ActivityKind;
  ref: string;
  moduleId?: string | null;
  perfect?: boolean;
  occurredAt: Date;
  sourceEventId: string;
}

/** A half-open span of instants [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

/**
 * What each learner did, and the per-learner lock under which their missions, badges and streak are worked out:
 * every change to one learner's progress first locks their `learners` row, so two events (or an event and a
 * click) never award the same thing twice or count around each other.
 */
@Injectable()
export class ActivityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: SharedReads,
  ) {}

  /**
   * The learner's snapshot now, outside any transaction. The dashboard's calls (the streak, the goals, the
   * recommendations) arrive together and share one read.
   */
  current(userId: string): Promise<LearnerSnapshot> {
    return this.reads.share(`snapshot:${userId}`, () => this.snapshot(this.dataSource.manager, userId));
  }

  /** Locks the learner's row (creating it on first sight) and returns their time zone. */
  async lockLearner(manager: EntityManager, userId: string): Promise<string> {
    const learners = manager.getRepository(LearnerEntity);
    await learners.createQueryBuilder().insert().values({ userId }).orIgnore().execute();
    const learner = await learners.findOneOrFail({ where: { userId }, lock: { mode: 'pessimistic_write' } });
    return learner.timeZone;
  }

  async timeZone(manager: EntityManager, userId: string): Promise<string> {
    const learner = await manager.getRepository(LearnerEntity).findOne({ where: { userId } });
    return learner?.timeZone ?? 'UTC';
  }

  async setTimeZone(manager: EntityManager, userId: string, timeZone: string): Promise<void> {
    await manager
      .getRepository(LearnerEntity)
      .createQueryBuilder()
      .insert()
      .values({ userId, timeZone })
      .orUpdate(['time_zone'], ['user_id'])
      .execute();
  }

  /** Records an activity once per source event, on its day in the learner's zone; false when already there. */
  async record(manager: EntityManager, activity: NewActivity): Promise<boolean> {
    const timeZone = await this.lockLearner(manager, activity.userId);
    const inserted = await manager
      .getRepository(ActivityEntity)
      .createQueryBuilder()
      .insert()
      .values({
        userId: activity.userId,
        kind: activity.kind,
        ref: activity.ref,
        moduleId: activity.moduleId ?? null,
        perfect: activity.perfect ?? false,
        occurredAt: activity.occurredAt,
        localDate: localDate(activity.occurredAt, timeZone),
        sourceEventId: activity.sourceEventId,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    return inserted.raw.length > 0;
  }

  /** Everything countable, over all time or within a span, in one query. */
  async counts(manager: EntityManager, userId: string, span?: Span): Promise<Counts> {
    const query = this.countsQuery(manager, userId);
    if (span) {
      query.andWhere('activity.occurredAt >= :from AND activity.occurredAt < :to', span);
    }
    return toCounts(await query.getRawOne<Record<string, number>>());
  }

  /**
   * All-time counts, the days the learner worked (a lesson, a quiz, a review, a journal entry, a reflection, a
   * MindCrafter exercise: STREAK_KINDS, each once), their stored zone and their rest periods, in one statement: one
   * round trip for everything a snapshot reads (the dashboard asks for several at once).
   */
  private async standing(
    manager: EntityManager,
    userId: string,
  ): Promise<{ counts: Counts; activeDays: string[]; timeZone: string | null; restPeriods: RestPeriod[] }> {
    const learners = manager.getRepository(LearnerEntity).metadata.tablePath;
    const rests = manager.getRepository(RestPeriodEntity).metadata.tablePath;
    const row = await this.countsQuery(manager, userId)
      .addSelect(
        "COALESCE(array_agg(DISTINCT to_char(activity.local_date, 'YYYY-MM-DD')) FILTER (WHERE activity.kind IN (:...streakKinds)), '{}')",
        'activeDays',
      )
      .addSelect(
        `(SELECT learner.time_zone FROM ${learners} learner WHERE learner.user_id = :userId)`,
        'timeZone',
      )
      .addSelect(
        `COALESCE((SELECT json_agg(json_build_object('from', to_char(rest.starts_on, 'YYYY-MM-DD'), 'until', to_char(rest.ends_on, 'YYYY-MM-DD')) ORDER BY rest.starts_on) FROM ${rests} rest WHERE rest.user_id = :userId), '[]')`,
        'restPeriods',
      )
      .getRawOne<
        Record<string, number> & { activeDays: string[]; timeZone: string | null; restPeriods: RestPeriod[] }
      >();
    return {
      counts: toCounts(row),
      activeDays: row?.activeDays ?? [],
      timeZone: row?.timeZone ?? null,
      restPeriods: row?.restPeriods ?? [],
    };
  }

  private countsQuery(manager: EntityManager, userId: string) {
    return manager
      .getRepository(ActivityEntity)
      .createQueryBuilder('activity')
      .select("COUNT(*) FILTER (WHERE activity.kind = 'lesson')::int", 'lessons')
      .addSelect("COUNT(*) FILTER (WHERE activity.kind = 'quiz')::int", 'quizzes')
      .addSelect("COUNT(*) FILTER (WHERE activity.kind = 'quiz' AND activity.perfect)::int", 'perfect')
      .addSelect("COUNT(*) FILTER (WHERE activity.kind = 'review')::int", 'reviews')
      .addSelect("COUNT(*) FILTER (WHERE activity.kind = 'module')::int", 'modules')
      .addSelect(
        'COUNT(DISTINCT activity.local_date) FILTER (WHERE activity.kind IN (:...streakKinds))::int',
        'days',
      )
      .addSelect("COUNT(DISTINCT activity.ref) FILTER (WHERE activity.kind = 'post')::int", 'posts')
      .addSelect("COUNT(DISTINCT activity.ref) FILTER (WHERE activity.kind = 'comment')::int", 'commented')
      .addSelect("COUNT(DISTINCT activity.ref) FILTER (WHERE activity.kind = 'helpful')::int", 'helpful')
      .addSelect("COUNT(DISTINCT activity.ref) FILTER (WHERE activity.kind = 'mind')::int", 'mind')
      .addSelect(
        "COUNT(DISTINCT activity.ref) FILTER (WHERE activity.kind = 'mind' AND activity.ref LIKE 'check-in:%')::int",
        'mindCheckIns',
      )
      .where('activity.userId = :userId', { userId, streakKinds: STREAK_KINDS });
  }

  /** Distinct things of one kind the learner did on one local day (helpful answers paid today). */
  async distinctOnDay(
    manager: EntityManager,
    userId: string,
    kind: ActivityKind,
    day: string,
  ): Promise<number> {
    const row = await manager
      .getRepository(ActivityEntity)
      .createQueryBuilder('activity')
      .select('COUNT(DISTINCT activity.ref)::int', 'count')
      .where('activity.userId = :userId AND activity.kind = :kind AND activity.localDate = :day', {
        userId,
        kind,
        day,
      })
      .getRawOne<{ count: number }>();
    return row?.count ?? 0;
  }

  /** Lessons of one module the learner completed (goals about finishing a module). */
  async moduleLessons(manager: EntityManager, userId: string, moduleId: string): Promise<number> {
    return manager.getRepository(ActivityEntity).count({ where: { userId, kind: 'lesson', moduleId } });
  }

  /** Whether the module is done (completed, or credited by the placement test). */
  async moduleDone(manager: EntityManager, userId: string, moduleId: string): Promise<boolean> {
    return manager
      .getRepository(ActivityEntity)
      .createQueryBuilder('activity')
      .where('activity.userId = :userId AND activity.ref = :moduleId', { userId, moduleId })
      .andWhere("activity.kind IN ('module', 'placement')")
      .getExists();
  }

  /**
   * The learner's zone, today there, all-time counts and the streak replayed from their days, read in one statement.
   * `knownTimeZone` when the caller already has it (lockLearner returns it).
   */
  async snapshot(
    manager: EntityManager,
    userId: string,
    now = new Date(),
    knownTimeZone?: string,
  ): Promise<LearnerSnapshot> {
    const { counts, activeDays, timeZone: stored, restPeriods } = await this.standing(manager, userId);
    const timeZone = knownTimeZone ?? stored ?? 'UTC';
    const today = localDate(now, timeZone);
    return {
      timeZone,
      now,
      today,
      counts,
      restPeriods,
      streak: replayStreak({ activeDays, restPeriods, today }),
    };
  }
}

function toCounts(row: Record<string, number> | undefined): Counts {
  return {
    lessons: row?.lessons ?? 0,
    quizzes: row?.quizzes ?? 0,
    'perfect-quizzes': row?.perfect ?? 0,
    reviews: row?.reviews ?? 0,
    modules: row?.modules ?? 0,
    'active-days': row?.days ?? 0,
    posts: row?.posts ?? 0,
    'commented-posts': row?.commented ?? 0,
    'helpful-answers': row?.helpful ?? 0,
    'mind-exercises': row?.mind ?? 0,
    'mind-check-ins': row?.mindCheckIns ?? 0,
  };
}
