import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { XpModule } from '../xp/xp.module';
import { LearningEventsConsumer } from './learning-events.consumer';

@Module({ imports: [NotificationsModule, XpModule], providers: [LearningEventsConsumer] })
export class LearningEventsModule {}
