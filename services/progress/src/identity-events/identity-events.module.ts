import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { MissionsModule } from '../missions/missions.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { IdentityEventsConsumer } from './identity-events.consumer';

@Module({
  imports: [ActivityModule, MissionsModule, NotificationsModule],
  providers: [IdentityEventsConsumer],
})
export class IdentityEventsModule {}
