import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { ActivityModule } from '../activity/activity.module';
import { JournalEventsConsumer } from './journal-events.consumer';

@Module({ imports: [AchievementsModule, ActivityModule], providers: [JournalEventsConsumer] })
export class JournalEventsModule {}
