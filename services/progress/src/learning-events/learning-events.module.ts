import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { XpModule } from '../xp/xp.module';
import { LearningEventsConsumer } from './learning-events.consumer';

@Module({
  imports: [AchievementsModule, NotificationsModule, XpModule],
  providers: [LearningEventsConsumer],
})
export class LearningEventsModule {}
