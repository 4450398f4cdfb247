import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  type Goal,
  type GoalMetric,
  type GoalOptions,
  type LearningOverview,
} from '@pipcrafters/contracts';
import { ApiException, ServiceClient, SharedReads, type SignedInUser } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ActivityService, type LearnerSnapshot } from '../activity/activity.service';
import type { Counts } from '../activity/metrics';
import { BadgesService } from '../badges/badges.service';
import { addDays, localDate, startOfDay, weekStart } from '../calendar/local-days';
import { ProgressMessages } from '../messages';
import type { CreateGoalDto, UpdateGoalDto } from './dto/goal.dto';
import { GoalEntity } from './goal.entity';
import { type GoalMeasure, goalProgress } from './goal-progress';

const texts = ProgressMessages.goals;
export const MAX_ACTIVE_GOALS = 20;
/** How long the course's modules are kept as goal options. */
const MODULE_OPTIONS_MS = 60_000;
const METRICS: GoalMetric[] = ['lessons', 'quizzes', 'reviews', 'active-days'];
const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const spanishDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/**
 * Goals the learner sets: finishing a module (measured from lessons and the module's completion), a weekly count
 * (measured from this week's activity in their zone), or anything else, reported by hand. Every query is the
 * owner's; someone else's goal is "not found".
 */
@Injectable()
export class GoalsService {
  /** Each snapshot's week counts, while the snapshot is in use (a list measures all its goals against one). */
  private readonly weekCountsOf = new WeakMap<LearnerSnapshot, Promise<Counts>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    private readonly services: ServiceClient,
    private readonly badges: BadgesService,
    private readonly reads: SharedReads,
  ) {}

  /**
   * The course's modules as goal options, the same for every learner, kept a minute (the course changes when the
   * learning service loads it, not between requests): a dashboard opens without a call to learning each time.
   */
  private moduleOptions?: { until: number; modules: Promise<GoalOptions['modules']> };

  async options(user: SignedInUser): Promise<GoalOptions> {
    const now = Date.now();
    if (!this.moduleOptions || this.moduleOptions.until <= now) {
      const modules = this.course(user).then((course) =>
        course.modules.map((module) => ({
          id: module.id,
          title: module.title,
          lessonCount: module.lessonCount,
        })),
      );
      const kept = { until: now + MODULE_OPTIONS_MS, modules };
      this.moduleOptions = kept;
      // A failure is answered (503) but not kept: the next request asks learning again.
      modules.catch(() => {
        if (this.moduleOptions === kept) this.moduleOptions = undefined;
      });
    }
    return {
      modules: await this.moduleOptions.modules,
      metrics: METRICS.map((metric) => ({ metric, label: texts.metricLabels[metric] })),
    };
  }

  private async course(user: SignedInUser): Promise<LearningOverview> {
    try {
      return await this.services.get<LearningOverview>('learning', '/api/learning/modules', user);
    } catch {
      throw new ApiException(503, ErrorCode.SERVICE_UNAVAILABLE, texts.learningUnavailable);
    }
  }

  /** The learner's goals; `known` is a snapshot of their activity read just now (the recommendations share one). */
  list(userId: string, known?: LearnerSnapshot): Promise<Goal[]> {
    // The dashboard asks for the goals and the recommendations (which list them too) at once: one list serves both.
    return this.reads.share(`goals:${userId}`, () => this.read(userId, known));
  }

  private async read(userId: string, known?: LearnerSnapshot): Promise<Goal[]> {
    const manager = this.dataSource.manager;
    const [snapshot, goals] = await Promise.all([
      known ?? this.activity.current(userId),
      manager.getRepository(GoalEntity).find({
        where: { userId, status: In(['active', 'completed']) },
        order: { createdAt: 'DESC' },
      }),
    ]);
    // Side by side (no transaction here, so each read has its own connection), every weekly goal sharing one count.
    return Promise.all(goals.map((goal) => this.view(manager, goal, snapshot)));
  }

  /** This week's counts as of `snapshot`, read once for all the weekly goals measured against it. */
  private weekCounts(manager: EntityManager, userId: string, snapshot: LearnerSnapshot): Promise<Counts> {
    let counts = this.weekCountsOf.get(snapshot);
    if (!counts) {
      const monday = weekStart(snapshot.today);
      counts = this.activity.counts(manager, userId, {
        from: startOfDay(monday, snapshot.timeZone),
        to: startOfDay(addDays(monday, 7), snapshot.timeZone),
      });
      this.weekCountsOf.set(snapshot, counts);
    }
    return counts;
  }

  private async measure(
    manager: EntityManager,
    goal: GoalEntity,
    snapshot: LearnerSnapshot,
  ): Promise<GoalMeasure> {
    if (goal.kind === 'self') return { current: goal.reported };
    if (goal.kind === 'module' && goal.moduleId) {
      const lessons = await this.activity.moduleLessons(manager, goal.userId, goal.moduleId);
      const done = await this.activity.moduleDone(manager, goal.userId, goal.moduleId);
      return { current: Math.max(lessons, goal.reported), done };
    }
    const counts = await this.weekCounts(manager, goal.userId, snapshot);
    return { current: goal.metric ? counts[goal.metric] : 0 };
  }

  private async view(manager: EntityManager, goal: GoalEntity, snapshot: LearnerSnapshot): Promise<Goal> {
    const measure = await this.measure(manager, goal, snapshot);
    const progress = goalProgress(
      goal,
      measure,
      snapshot.today,
      localDate(goal.createdAt, snapshot.timeZone),
    );
    return {
      id: goal.id,
      kind: goal.kind,
      title: goal.title,
      metric: goal.metric,
      moduleId: goal.moduleId,
      target: goal.target,
      current: progress.current,
      measured: goal.kind !== 'self',
      deadline: goal.deadline,
      expected: progress.expected,
      onTrack: progress.onTrack,
      status: goal.status,
      createdAt: goal.createdAt.toISOString(),
      completedAt: goal.completedAt?.toISOString() ?? null,
    };
  }

  private checkDeadline(deadline: string | null | undefined, today: string): void {
    if (deadline && (addDays(deadline, 0) !== deadline || deadline < today)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.deadline);
    }
  }

  async create(user: SignedInUser, dto: CreateGoalDto): Promise<Goal> {
    const userId = user.userId;
    const goal: Partial<GoalEntity> = { userId, kind: dto.kind, deadline: dto.deadline ?? null };
    if (dto.kind === 'module') {
      if (!dto.moduleId) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.moduleId);
      const module = (await this.course(user)).modules.find((item) => item.id === dto.moduleId);
      if (!module) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.unknownModule);
      Object.assign(goal, {
        moduleId: module.id,
        target: module.lessonCount,
        reported: module.completedLessons,
        title: dto.title ?? texts.moduleTitle(module.title, dto.deadline ? spanishDay(dto.deadline) : null),
      });
    } else if (dto.kind === 'weekly') {
      if (!dto.metric) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.metric);
      const target = dto.target ?? 1;
      Object.assign(goal, {
        metric: dto.metric,
        target,
        title: dto.title ?? texts.weeklyTitle(target, texts.metricLabels[dto.metric]),
      });
    } else {
      if (!dto.title) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.selfTitle);
      Object.assign(goal, { title: dto.title, target: dto.target ?? 1 });
    }
    return this.dataSource.transaction(async (manager) => {
      await this.activity.lockLearner(manager, userId);
      const snapshot = await this.activity.snapshot(manager, userId);
      this.checkDeadline(goal.deadline, snapshot.today);
      const goals = manager.getRepository(GoalEntity);
      if ((await goals.countBy({ userId, status: 'active' })) >= MAX_ACTIVE_GOALS) {
        throw new ApiException(409, ErrorCode.CONFLICT, texts.tooMany(MAX_ACTIVE_GOALS));
      }
      const saved = await goals.save(goals.create(goal));
      if (await this.settle(manager, userId, snapshot)) await this.badges.evaluate(manager, userId, snapshot);
      return this.view(manager, await goals.findOneByOrFail({ id: saved.id }), snapshot);
    });
  }

  private async lockOwn(manager: EntityManager, userId: string, id: string): Promise<GoalEntity> {
    const goal = isUUID(id)
      ? await manager
          .getRepository(GoalEntity)
          .findOne({ where: { id, userId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!goal) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);
    return goal;
  }

  async update(userId: string, id: string, dto: UpdateGoalDto): Promise<Goal> {
    return this.dataSource.transaction(async (manager) => {
      await this.activity.lockLearner(manager, userId);
      const snapshot = await this.activity.snapshot(manager, userId);
      const goal = await this.lockOwn(manager, userId, id);
      if (dto.current !== undefined && goal.kind !== 'self') {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.currentOnlySelf);
      }
      if (dto.target !== undefined && goal.kind === 'module') {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.target(goal.target));
      }
      if (dto.deadline !== undefined) this.checkDeadline(dto.deadline, snapshot.today);
      const changes: Partial<GoalEntity> = {};
      if (dto.title !== undefined) changes.title = dto.title;
      if (dto.target !== undefined) changes.target = dto.target;
      if (dto.deadline !== undefined) changes.deadline = dto.deadline;
      if (dto.current !== undefined) changes.reported = dto.current;
      if (dto.status === 'archived') changes.status = 'archived';
      if (dto.status === 'active' && goal.status === 'archived') {
        changes.status = 'active';
        changes.completedAt = null;
      }
      if (dto.status === 'active' && goal.status === 'completed' && dto.current !== undefined) {
        changes.status = 'active';
        changes.completedAt = null;
      }
      await manager.getRepository(GoalEntity).update({ id: goal.id }, changes);
      if (await this.settle(manager, userId, snapshot)) await this.badges.evaluate(manager, userId, snapshot);
      return this.view(manager, await manager.getRepository(GoalEntity).findOneByOrFail({ id }), snapshot);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const goal = await this.lockOwn(manager, userId, id);
      await manager.getRepository(GoalEntity).delete({ id: goal.id });
    });
  }

  /**
   * Marks reached goals completed (a module finished, a self-reported target met; weekly goals start again each
   * week, so they stay active) and reopens a self-reported one whose figure went back down. True if any changed.
   */
  async settle(manager: EntityManager, userId: string, snapshot: LearnerSnapshot): Promise<boolean> {
    const goals = await manager.getRepository(GoalEntity).find({
      where: { userId, kind: In(['module', 'self']), status: In(['active', 'completed']) },
    });
    let changed = false;
    for (const goal of goals) {
      const measure = await this.measure(manager, goal, snapshot);
      const reached = measure.done === true || measure.current >= goal.target;
      if (reached && goal.status === 'active') {
        await manager
          .getRepository(GoalEntity)
          .update({ id: goal.id }, { status: 'completed', completedAt: snapshot.now });
        changed = true;
      } else if (!reached && goal.status === 'completed' && goal.kind === 'self') {
        await manager
          .getRepository(GoalEntity)
          .update({ id: goal.id }, { status: 'active', completedAt: null });
        changed = true;
      }
    }
    return changed;
  }
}
