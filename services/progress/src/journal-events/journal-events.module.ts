import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { JournalEventsConsumer } from './journal-events.consumer';

@Module({ imports: [AchievementsModule], providers: [JournalEventsConsumer] })
export class JournalEventsModule {}
