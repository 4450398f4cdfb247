import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { IdentityEventsConsumer } from './identity-events.consumer';

@Module({ imports: [ActivityModule, NotificationsModule], providers: [IdentityEventsConsumer] })
export class IdentityEventsModule {}
