import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { XpProfile } from '@pipcrafters/contracts';
import { DataSource } from 'typeorm';
import { UserBadgeEntity } from './user-badge.entity';
import { XpLedgerEntryEntity } from './xp-ledger-entry.entity';

@Injectable()
export class XpService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A user with no points yet has the default empty profile (xpTotal 0, level 1 in the shell). */
  async profile(userId: string): Promise<XpProfile> {
    const total = await this.dataSource
      .getRepository(XpLedgerEntryEntity)
      .createQueryBuilder('entry')
      .select('COALESCE(SUM(entry.amount), 0)::int', 'total')
      .where('entry.userId = :userId', { userId })
      .getRawOne<{ total: number }>();
    const badges = await this.dataSource
      .getRepository(UserBadgeEntity)
      .find({ where: { userId }, order: { unlockedAt: 'ASC' } });
    return {
      userId,
      xpTotal: Math.max(0, total?.total ?? 0),
      unlockedBadges: badges.map((badge) => badge.badgeCode),
    };
  }
}
