import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  type Mission,
  PERSONAL_MISSION_DAILY_AWARDS,
  PERSONAL_MISSION_XP,
} from '@pipcrafters/contracts';
import { ApiException, SharedReads } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, IsNull, MoreThan, Not, Or } from 'typeorm';
import { ActivityService, type LearnerSnapshot, type Span } from '../activity/activity.service';
import type { Counts } from '../activity/metrics';
import { BadgesService } from '../badges/badges.service';
import { addDays, localDate, startOfDay, weekStart } from '../calendar/local-days';
import { ProgressMessages } from '../messages';
import { NotificationsService } from '../notifications/notifications.service';
import { XpService } from '../xp/xp.service';
import type { CreateMissionDto } from './dto/create-mission.dto';
import { MissionEntity } from './mission.entity';
import { toMission } from './mission.mapper';
import {
  type CatalogMission,
  DAILY_MISSIONS,
  drawMissions,
  MISSIONS_PER_PERIOD,
  missionLedgerId,
  PLATFORM_MISSIONS,
  WEEKLY_MISSIONS,
} from './mission-catalog';

export const MAX_PERSONAL_MISSIONS = 200;
/** Time-limited missions of the previous period stay listed (as expired when not done) this long. */
const EXPIRED_SHOWN_MS = 8 * 24 * 60 * 60 * 1000;
/** A time-limited mission can still complete this long after its end, for activity that happened within it. */
const LATE_EVENTS_MS = 2 * 24 * 60 * 60 * 1000;

const texts = (code: string) => ProgressMessages.missions.catalog[code] ?? [code, ''];

const KIND_ORDER = { personal: 0, platform: 1, daily: 2, weekly: 3 } as const;

/**
 * Missions: the learner's own (ticked by hand; XP within a daily allowance, reversed when unticked), the platform's
 * (measured from what the learner does), and daily and weekly ones drawn for each period in the learner's zone.
 * Every change happens under the learner's lock, and every XP movement is a ledger row with its own source id.
 */
@Injectable()
export class MissionsService {
  /** Each learner's mission preparation in flight in this process. */
  private readonly preparing = new Map<string, Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    private readonly xp: XpService,
    private readonly badges: BadgesService,
    private readonly notifications: NotificationsService,
    private readonly reads: SharedReads,
  ) {}

  /**
   * The learner's missions (`knownTimeZone`: their zone, when the caller has just read it). Reading takes no lock:
   * only when this day's or week's missions are still missing (seen in the rows read anyway) are they created (and
   * measured) under the learner's lock, once per period, and read again.
   */
  list(userId: string, knownTimeZone?: string): Promise<Mission[]> {
    // The dashboard asks for the missions and the recommendations (which list them too) at once: one list serves both.
    return this.reads.share(`missions:${userId}`, () => this.read(userId, knownTimeZone));
  }

  private async read(userId: string, knownTimeZone?: string): Promise<Mission[]> {
    const now = new Date();
    const rows = await this.current(userId, now, { knownTimeZone });
    const platformOrder = new Map(PLATFORM_MISSIONS.map((mission, index) => [mission.code, index]));
    rows.sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.kind === 'personal' ? b.createdAt.getTime() - a.createdAt.getTime() : 0) ||
        (platformOrder.get(a.code ?? '') ?? 0) - (platformOrder.get(b.code ?? '') ?? 0) ||
        (b.startsAt?.getTime() ?? 0) - (a.startsAt?.getTime() ?? 0) ||
        (a.code ?? '').localeCompare(b.code ?? ''),
    );
    return rows.map((row) => toMission(row, now));
  }

  /**
   * Makes sure this day's and week's missions exist, the way the first `list` of the day would: a sign-in does it
   * ahead of the dashboard (`identity.session.started`), so the dashboard's read finds them, or waits for this very
   * preparation when it arrives meanwhile. Costs two reads when they exist already.
   */
  async prepareCurrent(userId: string): Promise<void> {
    await this.current(userId, new Date(), { readAgain: false });
  }

  /** The rows `list` shows, the current periods' missions created first when missing. */
  private async current(
    userId: string,
    now: Date,
    { readAgain = true, knownTimeZone }: { readAgain?: boolean; knownTimeZone?: string } = {},
  ): Promise<MissionEntity[]> {
    const manager = this.dataSource.manager;
    const read = () =>
      manager.getRepository(MissionEntity).find({
        where: {
          userId,
          endsAt: Or(IsNull(), MoreThan(new Date(now.getTime() - EXPIRED_SHOWN_MS))),
        },
      });
    const [timeZone, listed] = await Promise.all([
      knownTimeZone ?? this.activity.timeZone(manager, userId),
      read(),
    ]);
    const today = localDate(now, timeZone);
    const periods = new Set(['', today, weekStart(today)]);
    const present = listed.filter((row) => row.kind !== 'personal' && periods.has(row.periodKey)).length;
    if (present >= PLATFORM_MISSIONS.length + 2 * MISSIONS_PER_PERIOD) return listed;
    await this.prepare(userId, now);
    return readAgain ? read() : listed;
  }

  /**
   * Creates (and measures) the missions still missing, under the learner's lock. The dashboard asks for missions and
   * recommendations (which lists them too) at once: the second call waits for the first one's preparation instead of
   * queueing on the lock to find nothing left to do.
   */
  private prepare(userId: string, now: Date): Promise<void> {
    const running = this.preparing.get(userId);
    if (running) return running;
    const preparation = this.dataSource
      .transaction(async (locked) => {
        const timeZone = await this.activity.lockLearner(locked, userId);
        const snapshot = await this.activity.snapshot(locked, userId, now, timeZone);
        if (await this.ensureCurrent(locked, userId, snapshot)) {
          await this.measure(locked, userId, snapshot);
          await this.badges.evaluate(locked, userId, snapshot);
        }
      })
      .finally(() => this.preparing.delete(userId));
    this.preparing.set(userId, preparation);
    return preparation;
  }

  /**
   * Creates the platform's missions and this day's and week's time-limited ones when missing; true when any was
   * created (so it can be measured against what the learner already did).
   */
  async ensureCurrent(manager: EntityManager, userId: string, snapshot: LearnerSnapshot): Promise<boolean> {
    const { today, timeZone } = snapshot;
    const monday = weekStart(today);
    const row = (mission: CatalogMission, periodKey: string, span: Span | null) => {
      const [title, description] = texts(mission.code);
      return {
        userId,
        kind: mission.kind,
        code: mission.code,
        periodKey,
        title,
        description,
        metric: mission.metric,
        target: mission.target,
        link: mission.link,
        xpReward: mission.xp,
        startsAt: span?.from ?? null,
        endsAt: span?.to ?? null,
      };
    };
    const day = { from: startOfDay(today, timeZone), to: startOfDay(addDays(today, 1), timeZone) };
    const week = { from: startOfDay(monday, timeZone), to: startOfDay(addDays(monday, 7), timeZone) };
    const values = [
      ...PLATFORM_MISSIONS.map((mission) => row(mission, '', null)),
      ...drawMissions(DAILY_MISSIONS, userId, today).map((mission) => row(mission, today, day)),
      ...drawMissions(WEEKLY_MISSIONS, userId, monday).map((mission) => row(mission, monday, week)),
    ];
    // Those already there are skipped by the unique (user, code, period) index: no count first.
    const inserted = await manager
      .getRepository(MissionEntity)
      .createQueryBuilder()
      .insert()
      .values(values)
      .orIgnore()
      .returning(['id'])
      .execute();
    return inserted.raw.length > 0;
  }

  /**
   * Brings every open measured mission up to date; one reaching its target completes, pays its XP once (a ledger
   * row whose id derives from the mission) and tells the learner.
   */
  async measure(manager: EntityManager, userId: string, snapshot: LearnerSnapshot): Promise<boolean> {
    const { now } = snapshot;
    const open = await manager.getRepository(MissionEntity).find({
      where: {
        userId,
        kind: Not('personal'),
        isComplete: false,
        endsAt: Or(IsNull(), MoreThan(new Date(now.getTime() - LATE_EVENTS_MS))),
      },
    });
    const spans = new Map<string, Promise<Counts>>();
    const countsIn = (mission: MissionEntity): Promise<Counts> => {
      if (!mission.startsAt || !mission.endsAt) return Promise.resolve(snapshot.counts);
      const key = `${mission.startsAt.toISOString()}/${mission.endsAt.toISOString()}`;
      let counts = spans.get(key);
      if (!counts) {
        counts = this.activity.counts(manager, userId, { from: mission.startsAt, to: mission.endsAt });
        spans.set(key, counts);
      }
      return counts;
    };
    const moved: { id: string; progress: number; awards: number }[] = [];
    const completed: { mission: MissionEntity; awards: number }[] = [];
    for (const mission of open) {
      const target = mission.target ?? 1;
      const value =
        mission.metric === 'streak'
          ? snapshot.streak.current
          : mission.metric
            ? (await countsIn(mission))[mission.metric]
            : 0;
      const progress = Math.min(value, target);
      if (progress === mission.progress && progress < target) continue;
      if (progress < target) {
        moved.push({ id: mission.id, progress, awards: mission.awards });
        continue;
      }
      moved.push({ id: mission.id, progress, awards: mission.awards + 1 });
      completed.push({ mission, awards: mission.awards + 1 });
    }
    if (moved.length === 0) return false;
    // Every mission that moved in one statement; those reaching their target complete with their XP recorded.
    const done = new Set(completed.map(({ mission }) => mission.id));
    await manager.query(
      `UPDATE ${manager.getRepository(MissionEntity).metadata.tablePath} AS mission
          SET progress = moved.progress,
              awards = moved.awards,
              is_complete = mission.is_complete OR moved.done,
              completed_at = CASE WHEN moved.done THEN $5::timestamptz ELSE mission.completed_at END,
              xp_awarded = CASE WHEN moved.done THEN mission.xp_reward ELSE mission.xp_awarded END
         FROM unnest($1::uuid[], $2::int[], $3::int[], $4::boolean[]) AS moved(id, progress, awards, done)
        WHERE mission.id = moved.id`,
      [
        moved.map((row) => row.id),
        moved.map((row) => row.progress),
        moved.map((row) => row.awards),
        moved.map((row) => done.has(row.id)),
        now,
      ],
    );
    // Their XP in one ledger insert (each row's id derives from its mission, so paid once), then their notices.
    await this.xp.awardAll(
      manager,
      userId,
      completed.map(({ mission, awards }) => ({
        amount: mission.xpReward,
        reason: ProgressMessages.missions.completedLedger(mission.title),
        sourceEventId: missionLedgerId(mission.id, 'award', awards),
      })),
    );
    await this.notifications.createAll(
      manager,
      userId,
      completed.map(({ mission }) => ({
        type: 'mission' as const,
        title: ProgressMessages.missions.completedNotification.title,
        message: ProgressMessages.missions.completedNotification.message(mission.title, mission.xpReward),
      })),
    );
    return true;
  }

  async create(userId: string, dto: CreateMissionDto): Promise<Mission> {
    return this.dataSource.transaction(async (manager) => {
      await this.activity.lockLearner(manager, userId);
      const missions = manager.getRepository(MissionEntity);
      if ((await missions.countBy({ userId, kind: 'personal' })) >= MAX_PERSONAL_MISSIONS) {
        throw new ApiException(
          409,
          ErrorCode.CONFLICT,
          ProgressMessages.missions.tooMany(MAX_PERSONAL_MISSIONS),
        );
      }
      const saved = await missions.save(
        missions.create({
          userId,
          kind: 'personal',
          code: null,
          title: dto.title,
          description: dto.description ?? '',
          xpReward: PERSONAL_MISSION_XP,
        }),
      );
      return toMission(saved);
    });
  }

  /** Locks one of the caller's own missions; anyone else's is "not found", exactly like one that does not exist. */
  private async lockOwn(manager: EntityManager, userId: string, id: string): Promise<MissionEntity> {
    const mission = isUUID(id)
      ? await manager
          .getRepository(MissionEntity)
          .findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!mission) throw new ApiException(404, ErrorCode.NOT_FOUND, ProgressMessages.missions.notFound);
    if (mission.kind !== 'personal') {
      throw new ApiException(409, ErrorCode.CONFLICT, ProgressMessages.missions.notPersonal);
    }
    return mission;
  }

  /**
   * Ticks or unticks one of the learner's own missions. Ticking pays PERSONAL_MISSION_XP while fewer than
   * PERSONAL_MISSION_DAILY_AWARDS of their missions hold XP from today; unticking takes back what it holds. The same
   * state twice is a no-op, so a repeated or concurrent request never pays twice.
   */
  async setComplete(userId: string, id: string, isComplete: boolean): Promise<Mission> {
    return this.dataSource.transaction(async (manager) => {
      const timeZone = await this.activity.lockLearner(manager, userId);
      const mission = await this.lockOwn(manager, userId, id);
      if (mission.isComplete === isComplete) return toMission(mission);
      const missions = manager.getRepository(MissionEntity);
      const now = new Date();
      if (isComplete) {
        const paidToday = await missions.count({
          where: {
            userId,
            kind: 'personal',
            xpAwarded: MoreThan(0),
            completedAt: MoreThan(startOfDay(localDate(now, timeZone), timeZone)),
          },
        });
        mission.isComplete = true;
        mission.completedAt = now;
        if (paidToday < PERSONAL_MISSION_DAILY_AWARDS) {
          mission.awards += 1;
          mission.xpAwarded = mission.xpReward;
          await this.xp.award(
            manager,
            userId,
            { amount: mission.xpReward, reason: ProgressMessages.missions.ledger.completed(mission.title) },
            missionLedgerId(mission.id, 'award', mission.awards),
          );
        }
      } else {
        await this.takeBack(manager, mission, ProgressMessages.missions.ledger.reversed(mission.title));
        mission.isComplete = false;
        mission.completedAt = null;
      }
      await missions.update(
        { id: mission.id },
        {
          isComplete: mission.isComplete,
          completedAt: mission.completedAt,
          awards: mission.awards,
          xpAwarded: mission.xpAwarded,
        },
      );
      if (isComplete)
        await this.badges.evaluate(manager, userId, await this.activity.snapshot(manager, userId));
      return toMission(mission);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.activity.lockLearner(manager, userId);
      const mission = await this.lockOwn(manager, userId, id);
      await this.takeBack(manager, mission, ProgressMessages.missions.ledger.deleted(mission.title));
      await manager.getRepository(MissionEntity).delete({ id: mission.id });
    });
  }

  /** Reverses the XP a mission holds with a negative ledger row tied to the award it undoes. */
  private async takeBack(manager: EntityManager, mission: MissionEntity, reason: string): Promise<void> {
    if (mission.xpAwarded <= 0) return;
    await this.xp.award(
      manager,
      mission.userId,
      { amount: -mission.xpAwarded, reason },
      missionLedgerId(mission.id, 'reversal', mission.awards),
    );
    mission.xpAwarded = 0;
  }
}
