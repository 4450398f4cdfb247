import { defineService } from '@pipcrafters/service-kit';
import { ProgressEnv } from './config/progress-env';
import { IdentityEventsModule } from './identity-events/identity-events.module';
import { LearningEventsModule } from './learning-events/learning-events.module';
import { CreateProgressSchema1763800000000 } from './migrations/1763800000000-create-progress-schema';
import { NotificationEntity } from './notifications/notification.entity';
import { NotificationsModule } from './notifications/notifications.module';
import { UserBadgeEntity } from './xp/user-badge.entity';
import { XpModule } from './xp/xp.module';
import { XpLedgerEntryEntity } from './xp/xp-ledger-entry.entity';

/** XP, badges, missions and notifications; consumes identity's account decisions and learning's progress. */
export const service = defineService({
  name: 'progress',
  env: ProgressEnv,
  modules: [NotificationsModule, XpModule, IdentityEventsModule, LearningEventsModule],
  entities: [NotificationEntity, XpLedgerEntryEntity, UserBadgeEntity],
  migrations: [CreateProgressSchema1763800000000],
});
