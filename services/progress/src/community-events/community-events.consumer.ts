import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { stableUuid } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { AchievementsService } from '../achievements/achievements.service';
import { ActivityService } from '../activity/activity.service';
import { localDate } from '../calendar/local-days';
import { ProgressMessages } from '../messages';
import { NotificationsService } from '../notifications/notifications.service';
import { XpService } from '../xp/xp.service';
import {
  commentNotifications,
  moderationNotification,
  postMentionNotifications,
} from './community-notifications';

/**
 * What an answer the post's author found helpful pays, and how many such answers pay on one day: the rest still
 * count for badges. Posting and commenting pay nothing of their own (their missions pay, once).
 */
export const COMMUNITY_XP = { helpfulAnswer: 10, helpfulPaidPerDay: 5 } as const;

/**
 * The community's side of progress. Posts, comments and helpful answers are activities (counted by distinct post or
 * comment, so commenting twice on one post, or deleting and posting again, never counts twice) that move the
 * community's missions and badges, but not the streak (STREAK_KINDS). A comment notifies the people it concerns, a
 * moderator's decision its author; everything once per event.
 */
@Injectable()
export class CommunityEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly achievements: AchievementsService,
    private readonly activity: ActivityService,
    private readonly notifications: NotificationsService,
    private readonly xp: XpService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('community.post.created', (event) =>
      this.achievements.recordOnce(
        event,
        event.payload.userId,
        { kind: 'post', ref: event.payload.postId },
        async (manager) => {
          for (const { userId, notification } of postMentionNotifications(event.payload)) {
            await this.notifications.create(manager, userId, notification);
          }
        },
      ),
    );
    await this.bus.consume('community.comment.created', (event) =>
      this.achievements.recordOnce(
        event,
        event.payload.userId,
        { kind: 'comment', ref: event.payload.postId },
        async (manager) => {
          for (const { userId, notification } of commentNotifications(event.payload)) {
            await this.notifications.create(manager, userId, notification);
          }
        },
      ),
    );
    await this.bus.consume('community.answer.helpful', (event) =>
      this.achievements.recordOnce(
        event,
        event.payload.userId,
        { kind: 'helpful', ref: event.payload.commentId },
        (manager) => this.payHelpful(manager, event),
      ),
    );
    await this.bus.consume('community.content.moderated', (event) =>
      this.dataSource.transaction(async (manager) => {
        if (!(await claimEvent(manager, 'progress', event))) return false;
        await this.notifications.create(manager, event.payload.userId, moderationNotification(event.payload));
        return true;
      }),
    );
  }

  /**
   * Pays a helpful answer once per comment (the ledger row's id derives from it, so liking it again pays nothing),
   * within a few a day, so two accounts praising each other cannot farm XP.
   */
  private async payHelpful(
    manager: EntityManager,
    event: DomainEvent<'community.answer.helpful'>,
  ): Promise<void> {
    const { userId, commentId } = event.payload;
    const day = localDate(new Date(event.occurredAt), await this.activity.timeZone(manager, userId));
    if (
      (await this.activity.distinctOnDay(manager, userId, 'helpful', day)) > COMMUNITY_XP.helpfulPaidPerDay
    ) {
      return;
    }
    await this.xp.award(
      manager,
      userId,
      { amount: COMMUNITY_XP.helpfulAnswer, reason: ProgressMessages.community.helpfulLedger },
      stableUuid('community-helpful', commentId),
    );
  }
}
