import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { ActivityModule } from '../activity/activity.module';
import { GoalsModule } from '../goals/goals.module';
import { MissionsModule } from '../missions/missions.module';
import { DemoProgressConsumer } from './demo-progress.consumer';

@Module({
  imports: [AchievementsModule, ActivityModule, GoalsModule, MissionsModule],
  providers: [DemoProgressConsumer],
})
export class DemoProgressModule {}
