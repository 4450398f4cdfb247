import { type DynamicModule, Module } from '@nestjs/common';
import { EventBusModule } from '@pipcrafters/events';
import { CoreModule, type ServiceBootstrap, type ServiceDatabase } from '@pipcrafters/service-kit';
import { ProgressEnv } from './config/progress-env';
import { IdentityEventsModule } from './identity-events/identity-events.module';
import { CreateProgressSchema1763800000000 } from './migrations/1763800000000-create-progress-schema';
import { NotificationEntity } from './notifications/notification.entity';
import { NotificationsModule } from './notifications/notifications.module';
import { UserBadgeEntity } from './xp/user-badge.entity';
import { XpModule } from './xp/xp.module';
import { XpLedgerEntryEntity } from './xp/xp-ledger-entry.entity';

export const SERVICE_NAME = 'progress';

export function progressDatabase(config: ProgressEnv): ServiceDatabase & { url: string } {
  return {
    url: config.DATABASE_URL,
    schema: 'progress',
    entities: [NotificationEntity, XpLedgerEntryEntity, UserBadgeEntity],
    migrations: [CreateProgressSchema1763800000000],
  };
}

@Module({})
export class ProgressModule {}

/** XP, badges, missions and notifications; consumes identity's account decisions. */
export function progressModule(config: ProgressEnv): DynamicModule {
  return {
    module: ProgressModule,
    imports: [
      CoreModule.forRoot({
        serviceName: SERVICE_NAME,
        logLevel: config.LOG_LEVEL,
        internalSecret: config.INTERNAL_SECRET,
        database: progressDatabase(config),
      }),
      EventBusModule.forRoot({ databaseUrl: config.DATABASE_URL, serviceName: SERVICE_NAME }),
      NotificationsModule,
      XpModule,
      IdentityEventsModule,
    ],
  };
}

export const progressService: ServiceBootstrap<ProgressEnv> = {
  name: SERVICE_NAME,
  env: ProgressEnv,
  module: progressModule,
  database: progressDatabase,
};
