import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { XpProfile } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { DataSource, type EntityManager } from 'typeorm';
import { UserBadgeEntity } from './user-badge.entity';
import { XpLedgerEntryEntity } from './xp-ledger-entry.entity';

@Injectable()
export class XpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  /**
   * Adds points in the caller's transaction, once per source event (the ledger's unique source_event_id), and
   * queues the new profile for the user's sidebar (`xp:updated`), sent only if the transaction commits.
   */
  async award(
    manager: EntityManager,
    userId: string,
    award: { amount: number; reason: string },
    sourceEventId: string,
  ): Promise<void> {
    const inserted = await manager
      .getRepository(XpLedgerEntryEntity)
      .createQueryBuilder()
      .insert()
      .values({ userId, amount: award.amount, reason: award.reason, sourceEventId })
      .orIgnore()
      .returning(['id'])
      .execute();
    if (inserted.raw.length === 0) return;
    const profile = await this.profile(userId, manager);
    await this.bus.sendRealtime({ userId, event: 'xp:updated', payload: profile }, manager);
  }

  /** A user with no points yet has the default empty profile (xpTotal 0, level 1 in the shell). */
  async profile(userId: string, manager: EntityManager = this.dataSource.manager): Promise<XpProfile> {
    const total = await manager
      .getRepository(XpLedgerEntryEntity)
      .createQueryBuilder('entry')
      .select('COALESCE(SUM(entry.amount), 0)::int', 'total')
      .where('entry.userId = :userId', { userId })
      .getRawOne<{ total: number }>();
    const badges = await manager
      .getRepository(UserBadgeEntity)
      .find({ where: { userId }, order: { unlockedAt: 'ASC' } });
    return {
      userId,
      xpTotal: Math.max(0, total?.total ?? 0),
      unlockedBadges: badges.map((badge) => badge.badgeCode),
    };
  }
}
