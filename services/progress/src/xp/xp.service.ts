import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { levelFromXp, XP_PER_LEVEL, type XpProfile } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { DataSource, type EntityManager } from 'typeorm';
import { ProgressMessages } from '../messages';
import { NotificationsService } from '../notifications/notifications.service';
import { UserBadgeEntity } from './user-badge.entity';
import { XpLedgerEntryEntity } from './xp-ledger-entry.entity';

@Injectable()
export class XpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Adds points (or takes them back: a reversal is a negative row, never an edit) in the caller's transaction,
   * once per source (the ledger's unique source_event_id), and queues the new profile for the user's sidebar
   * (`xp:updated`) and, on a level-up, a notification every open tab toasts; both sent only if it commits.
   * Returns false when that source was already paid.
   */
  async award(
    manager: EntityManager,
    userId: string,
    award: { amount: number; reason: string },
    sourceEventId: string,
  ): Promise<boolean> {
    return (await this.awardAll(manager, userId, [{ ...award, sourceEventId }])) > 0;
  }

  /**
   * Several awards in one INSERT (the missions one preparation completes), then one `xp:updated` with the new
   * profile and at most one level-up notification, for the level reached. Returns how many were new.
   */
  async awardAll(
    manager: EntityManager,
    userId: string,
    awards: { amount: number; reason: string; sourceEventId: string }[],
  ): Promise<number> {
    if (awards.length === 0) return 0;
    const gains = awards.some((award) => award.amount > 0);
    const before = gains ? await this.total(manager, userId) : 0;
    const inserted = await manager
      .getRepository(XpLedgerEntryEntity)
      .createQueryBuilder()
      .insert()
      .values(
        awards.map((award) => ({
          userId,
          amount: award.amount,
          reason: award.reason,
          sourceEventId: award.sourceEventId,
        })),
      )
      .orIgnore()
      .returning(['id'])
      .execute();
    if (inserted.raw.length === 0) return 0;
    const profile = await this.profile(userId, manager);
    await this.bus.sendRealtime({ userId, event: 'xp:updated', payload: profile }, manager);
    const level = levelFromXp(profile.xpTotal);
    if (gains && level > levelFromXp(before)) {
      await this.notifications.create(manager, userId, {
        type: 'achievement',
        title: ProgressMessages.levelUp.title(level),
        message: ProgressMessages.levelUp.message(profile.xpTotal, level * XP_PER_LEVEL - profile.xpTotal),
      });
    }
    return inserted.raw.length;
  }

  async total(manager: EntityManager, userId: string): Promise<number> {
    const row = await manager
      .getRepository(XpLedgerEntryEntity)
      .createQueryBuilder('entry')
      .select('COALESCE(SUM(entry.amount), 0)::int', 'total')
      .where('entry.userId = :userId', { userId })
      .getRawOne<{ total: number }>();
    return Math.max(0, row?.total ?? 0);
  }

  /** A user with no points yet has the default empty profile (xpTotal 0, level 1 in the shell). */
  async profile(userId: string, manager: EntityManager = this.dataSource.manager): Promise<XpProfile> {
    const [xpTotal, badges] = await Promise.all([
      this.total(manager, userId),
      manager.getRepository(UserBadgeEntity).find({ where: { userId }, order: { unlockedAt: 'ASC' } }),
    ]);
    return {
      userId,
      xpTotal,
      unlockedBadges: badges.map((badge) => badge.badgeCode),
    };
  }
}
