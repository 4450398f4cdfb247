import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DomainEvent, type DomainEventName, LEARNING_XP } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource, type EntityManager } from 'typeorm';
import { ProgressMessages } from '../messages';
import { NotificationsService } from '../notifications/notifications.service';
import { XpService } from '../xp/xp.service';
import { learningXp, type XpAward } from './learning-xp';

/**
 * Pays XP for what a learner does in The Terminal, exactly once per event (the event is claimed and the ledger
 * row carries its id, unique), tells the sidebar at once (`xp:updated`) and celebrates a completed module with a
 * notification (the shell toasts it).
 */
@Injectable()
export class LearningEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly xp: XpService,
    private readonly notifications: NotificationsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('learning.lesson.completed', (event) =>
      this.once(event, event.payload.userId, learningXp.lessonCompleted(event.payload)),
    );
    await this.bus.consume('learning.quiz.passed', (event) =>
      this.once(event, event.payload.userId, learningXp.quizPassed(event.payload)),
    );
    await this.bus.consume('learning.module.completed', (event) =>
      this.once(event, event.payload.userId, learningXp.moduleCompleted(event.payload), async (manager) => {
        const { moduleTitle, viaPlacement } = event.payload;
        const texts = ProgressMessages.moduleCompleted;
        await this.notifications.create(manager, event.payload.userId, {
          type: 'achievement',
          title: viaPlacement ? texts.placedTitle : texts.title,
          message: viaPlacement
            ? texts.placedMessage(moduleTitle)
            : texts.message(moduleTitle, LEARNING_XP.moduleCompleted),
        });
      }),
    );
  }

  private async once<N extends DomainEventName>(
    event: DomainEvent<N>,
    userId: string,
    award: XpAward | null,
    more?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'progress', event))) return false;
      if (award) await this.xp.award(manager, userId, award, event.id);
      await more?.(manager);
      return true;
    });
  }
}
