import { defineService } from '@pipcrafters/service-kit';
import { AchievementsModule } from './achievements/achievements.module';
import { ActivityEntity, LearnerEntity, RestPeriodEntity } from './activity/activity.entities';
import { BadgesModule } from './badges/badges.module';
import { CommunityEventsModule } from './community-events/community-events.module';
import { ProgressEnv } from './config/progress-env';
import { DemoProgressModule } from './demo/demo-progress.module';
import { GoalEntity } from './goals/goal.entity';
import { GoalsModule } from './goals/goals.module';
import { IdentityEventsModule } from './identity-events/identity-events.module';
import { JournalEventsModule } from './journal-events/journal-events.module';
import { LearningEventsModule } from './learning-events/learning-events.module';
import { CreateProgressSchema1763800000000 } from './migrations/1763800000000-create-progress-schema';
import { MissionsStreaksGoals1795500000000 } from './migrations/1795500000000-missions-streaks-goals';
import { JournalActivities1795730000000 } from './migrations/1795730000000-journal-activities';
import { CommunityProgress1796200000000 } from './migrations/1796200000000-community-progress';
import { MindActivities1796400000000 } from './migrations/1796400000000-mind-activities';
import { MissionEntity } from './missions/mission.entity';
import { MissionsModule } from './missions/missions.module';
import { NotificationEntity } from './notifications/notification.entity';
import { NotificationsModule } from './notifications/notifications.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { StreaksModule } from './streaks/streaks.module';
import { UserBadgeEntity } from './xp/user-badge.entity';
import { XpModule } from './xp/xp.module';
import { XpLedgerEntryEntity } from './xp/xp-ledger-entry.entity';

/**
 * XP, levels, badges, missions, streaks, goals, recommendations and notifications; consumes identity's account
 * decisions and time zones, learning's progress, the journal's entries and the community's activity.
 */
export const service = defineService({
  name: 'progress',
  env: ProgressEnv,
  modules: [
    NotificationsModule,
    XpModule,
    StreaksModule,
    BadgesModule,
    MissionsModule,
    GoalsModule,
    AchievementsModule,
    RecommendationsModule,
    IdentityEventsModule,
    LearningEventsModule,
    JournalEventsModule,
    CommunityEventsModule,
    DemoProgressModule,
  ],
  entities: [
    NotificationEntity,
    XpLedgerEntryEntity,
    UserBadgeEntity,
    LearnerEntity,
    ActivityEntity,
    RestPeriodEntity,
    MissionEntity,
    GoalEntity,
  ],
  migrations: [
    CreateProgressSchema1763800000000,
    MissionsStreaksGoals1795500000000,
    JournalActivities1795730000000,
    CommunityProgress1796200000000,
    MindActivities1796400000000,
  ],
});
