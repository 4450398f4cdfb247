import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type DomainEvent, LEARNING_XP } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import type { EntityManager } from 'typeorm';
import { AchievementsService, type EventActivity } from '../achievements/achievements.service';
import { ProgressMessages } from '../messages';
import { NotificationsService } from '../notifications/notifications.service';
import { XpService } from '../xp/xp.service';
import { learningXp, mindExerciseXp, type XpAward } from './learning-xp';

/**
 * Pays XP for what a learner does in The Terminal and MindCrafter, exactly once per event (the event is claimed and the ledger
 * row carries its id, unique), tells the sidebar at once (`xp:updated`), celebrates a completed module with a
 * notification (the shell toasts it), and records the activity that missions, streaks, goals and badges count.
 */
@Injectable()
export class LearningEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly xp: XpService,
    private readonly notifications: NotificationsService,
    private readonly achievements: AchievementsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('learning.lesson.completed', (event) => {
      const { userId, lessonId, moduleId } = event.payload;
      return this.once(event, userId, learningXp.lessonCompleted(event.payload), {
        kind: 'lesson',
        ref: lessonId,
        moduleId,
      });
    });
    await this.bus.consume('learning.quiz.passed', (event) => {
      const { userId, lessonId, score } = event.payload;
      return this.once(event, userId, learningXp.quizPassed(event.payload), {
        kind: 'quiz',
        ref: lessonId,
        perfect: score === 100,
      });
    });
    await this.bus.consume('learning.module.completed', (event) => {
      const { userId, moduleId, moduleTitle, viaPlacement } = event.payload;
      const activity = { kind: viaPlacement ? 'placement' : 'module', ref: moduleId, moduleId } as const;
      return this.once(
        event,
        userId,
        learningXp.moduleCompleted(event.payload),
        activity,
        async (manager) => {
          const texts = ProgressMessages.moduleCompleted;
          await this.notifications.create(manager, userId, {
            type: 'achievement',
            title: viaPlacement ? texts.placedTitle : texts.title,
            message: viaPlacement
              ? texts.placedMessage(moduleTitle)
              : texts.message(moduleTitle, LEARNING_XP.moduleCompleted),
          });
        },
      );
    });
    await this.bus.consume('learning.review.answered', (event) => {
      const { userId, questionId } = event.payload;
      return this.once(event, userId, null, { kind: 'review', ref: questionId });
    });
    // A MindCrafter exercise counts for the day (streak, missions) and pays once per kind and local day.
    await this.bus.consume('learning.mind.exercise.completed', (event) => {
      const { userId, exercise, date } = event.payload;
      const { award, ledgerId } = mindExerciseXp(event.payload);
      return this.achievements.recordOnce(
        event,
        userId,
        { kind: 'mind', ref: `${exercise}:${date}` },
        (manager) => this.xp.award(manager, userId, award, ledgerId).then(() => undefined),
      );
    });
  }

  /** The event's activity, its XP (when it pays) and anything more, once (AchievementsService.recordOnce). */
  private once(
    event: DomainEvent,
    userId: string,
    award: XpAward | null,
    activity: EventActivity,
    more?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.achievements.recordOnce(event, userId, activity, async (manager) => {
      if (award) await this.xp.award(manager, userId, award, event.id);
      await more?.(manager);
    });
  }
}
