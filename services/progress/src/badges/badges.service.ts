import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Badge } from '@pipcrafters/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { LearnerSnapshot } from '../activity/activity.service';
import { ActivityService } from '../activity/activity.service';
import { GoalEntity } from '../goals/goal.entity';
import { ProgressMessages } from '../messages';
import { MissionEntity } from '../missions/mission.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { UserBadgeEntity } from '../xp/user-badge.entity';
import { XpLedgerEntryEntity } from '../xp/xp-ledger-entry.entity';
import { BADGES, type BadgeStats, earnedBadges } from './badge-catalog';

const texts = (code: string) => ProgressMessages.badges.catalog[code] ?? [code, ''];

/** Badges: unlocked once, for good, when their criterion is met; a gallery of all of them with how to earn each. */
@Injectable()
export class BadgesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    private readonly notifications: NotificationsService,
  ) {}

  private async stats(
    manager: EntityManager,
    userId: string,
    snapshot: LearnerSnapshot,
  ): Promise<BadgeStats> {
    return {
      ...snapshot.counts,
      longestStreak: snapshot.streak.longest,
      ...(await this.totals(manager, userId)),
    };
  }

  /** XP, completed daily and weekly missions and completed goals: what badges count beyond the snapshot. */
  private async totals(
    manager: EntityManager,
    userId: string,
  ): Promise<Pick<BadgeStats, 'xpTotal' | 'timedMissions' | 'goalsCompleted'>> {
    // One round trip (this runs inside the learner's transaction on every event and first visit of a day).
    const [row] = (await manager.query(
      `SELECT (SELECT COALESCE(SUM(amount), 0)::int FROM ${manager.getRepository(XpLedgerEntryEntity).metadata.tablePath}
                WHERE user_id = $1) AS "xpTotal",
              (SELECT COUNT(*)::int FROM ${manager.getRepository(MissionEntity).metadata.tablePath}
                WHERE user_id = $1 AND kind IN ('daily', 'weekly') AND is_complete) AS "timedMissions",
              (SELECT COUNT(*)::int FROM ${manager.getRepository(GoalEntity).metadata.tablePath}
                WHERE user_id = $1 AND status = 'completed') AS "goalsCompleted"`,
      [userId],
    )) as { xpTotal: number; timedMissions: number; goalsCompleted: number }[];
    return {
      xpTotal: Math.max(0, row?.xpTotal ?? 0),
      timedMissions: row?.timedMissions ?? 0,
      goalsCompleted: row?.goalsCompleted ?? 0,
    };
  }

  /** Unlocks what is newly earned (a notification each, toasted by the shell); returns the new codes. */
  async evaluate(manager: EntityManager, userId: string, snapshot: LearnerSnapshot): Promise<string[]> {
    const earned = earnedBadges(await this.stats(manager, userId, snapshot));
    if (earned.length === 0) return [];
    const badges = manager.getRepository(UserBadgeEntity);
    const inserted: { badge_code: string }[] = await manager.query(
      `INSERT INTO ${badges.metadata.tablePath} (user_id, badge_code, unlocked_at)
       SELECT $1, code, $3 FROM unnest($2::text[]) AS code
       ON CONFLICT DO NOTHING RETURNING badge_code`,
      [userId, earned, snapshot.now],
    );
    const unlocked = inserted.map((row) => row.badge_code);
    await this.notifications.createAll(
      manager,
      userId,
      unlocked.map((code) => {
        const [title, description] = texts(code);
        return {
          type: 'achievement' as const,
          title: ProgressMessages.badges.unlockedTitle,
          message: ProgressMessages.badges.unlockedMessage(title, description),
        };
      }),
    );
    return unlocked;
  }

  async gallery(userId: string): Promise<Badge[]> {
    const manager = this.dataSource.manager;
    const [snapshot, totals, rows] = await Promise.all([
      this.activity.snapshot(manager, userId),
      this.totals(manager, userId),
      manager.getRepository(UserBadgeEntity).find({ where: { userId } }),
    ]);
    const stats: BadgeStats = { ...snapshot.counts, longestStreak: snapshot.streak.longest, ...totals };
    const unlockedAt = new Map(rows.map((row) => [row.badgeCode, row.unlockedAt]));
    return BADGES.map((badge) => {
      const [title, description] = texts(badge.code);
      const at = unlockedAt.get(badge.code);
      return {
        code: badge.code,
        title,
        description,
        category: badge.category,
        unlocked: at !== undefined,
        unlockedAt: at ? at.toISOString() : null,
        progress: {
          current: at ? badge.target : Math.min(stats[badge.stat], badge.target),
          target: badge.target,
        },
      };
    });
  }
}
