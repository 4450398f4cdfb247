import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DomainEvent, type DomainEventName, LEARNING_XP } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource, type EntityManager } from 'typeorm';
import { AchievementsService } from '../achievements/achievements.service';
import type { NewActivity } from '../activity/activity.service';
import { ActivityService } from '../activity/activity.service';
import { ProgressMessages } from '../messages';
import { NotificationsService } from '../notifications/notifications.service';
import { XpService } from '../xp/xp.service';
import { learningXp, type XpAward } from './learning-xp';

/**
 * Pays XP for what a learner does in The Terminal, exactly once per event (the event is claimed and the ledger
 * row carries its id, unique), tells the sidebar at once (`xp:updated`), celebrates a completed module with a
 * notification (the shell toasts it), and records the activity that missions, streaks, goals and badges count.
 */
@Injectable()
export class LearningEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly xp: XpService,
    private readonly notifications: NotificationsService,
    private readonly activity: ActivityService,
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
  }

  /**
   * Handles one event once: its XP, the activity it stands for (on its own date, so a history recorded after the
   * fact counts on the right days), then missions, goals and badges, all in one transaction.
   */
  private async once<N extends DomainEventName>(
    event: DomainEvent<N>,
    userId: string,
    award: XpAward | null,
    activity: Omit<NewActivity, 'userId' | 'occurredAt' | 'sourceEventId'>,
    more?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'progress', event))) return false;
      await this.activity.record(manager, {
        ...activity,
        userId,
        occurredAt: new Date(event.occurredAt),
        sourceEventId: event.id,
      });
      if (award) await this.xp.award(manager, userId, award, event.id);
      await more?.(manager);
      await this.achievements.refresh(manager, userId);
      return true;
    });
  }
}
