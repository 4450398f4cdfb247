import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Badge } from '@pipcrafters/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { LearnerSnapshot } from '../activity/activity.service';
import { ActivityService } from '../activity/activity.service';
import { GoalEntity } from '../goals/goal.entity';
import { ProgressMessages } from '../messages';
import { MissionEntity } from '../missions/mission.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { UserBadgeEntity } from '../xp/user-badge.entity';
import { XpService } from '../xp/xp.service';
import { BADGES, type BadgeStats, earnedBadges } from './badge-catalog';

const texts = (code: string) => ProgressMessages.badges.catalog[code] ?? [code, ''];

/** Badges: unlocked once, for good, when their criterion is met; a gallery of all of them with how to earn each. */
@Injectable()
export class BadgesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    private readonly xp: XpService,
    private readonly notifications: NotificationsService,
  ) {}

  private async stats(
    manager: EntityManager,
    userId: string,
    snapshot: LearnerSnapshot,
  ): Promise<BadgeStats> {
    const xpTotal = await this.xp.total(manager, userId);
    const timedMissions = await manager.getRepository(MissionEntity).count({
      where: { userId, kind: In(['daily', 'weekly']), isComplete: true },
    });
    const goalsCompleted = await manager
      .getRepository(GoalEntity)
      .count({ where: { userId, status: 'completed' } });
    return {
      ...snapshot.counts,
      longestStreak: snapshot.streak.longest,
      xpTotal,
      timedMissions,
      goalsCompleted,
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
    for (const code of unlocked) {
      const [title, description] = texts(code);
      await this.notifications.create(manager, userId, {
        type: 'achievement',
        title: ProgressMessages.badges.unlockedTitle,
        message: ProgressMessages.badges.unlockedMessage(title, description),
      });
    }
    return unlocked;
  }

  async gallery(userId: string): Promise<Badge[]> {
    const manager = this.dataSource.manager;
    const snapshot = await this.activity.snapshot(manager, userId);
    const [stats, rows] = await Promise.all([
      this.stats(manager, userId, snapshot),
      manager.getRepository(UserBadgeEntity).find({ where: { userId } }),
    ]);
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
