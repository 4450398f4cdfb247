import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { ActivityModule } from '../activity/activity.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { XpModule } from '../xp/xp.module';
import { CommunityEventsConsumer } from './community-events.consumer';

@Module({
  imports: [AchievementsModule, ActivityModule, NotificationsModule, XpModule],
  providers: [CommunityEventsConsumer],
})
export class CommunityEventsModule {}
