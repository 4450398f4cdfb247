import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { BadgesModule } from '../badges/badges.module';
import { GoalsModule } from '../goals/goals.module';
import { MissionsModule } from '../missions/missions.module';
import { AchievementsService } from './achievements.service';

@Module({
  imports: [ActivityModule, BadgesModule, GoalsModule, MissionsModule],
  providers: [AchievementsService],
  exports: [AchievementsService],
})
export class AchievementsModule {}
