import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { GoalsModule } from '../goals/goals.module';
import { MissionsModule } from '../missions/missions.module';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  imports: [ActivityModule, GoalsModule, MissionsModule],
  controllers: [RecommendationsController],
  providers: [RecommendationsService],
})
export class RecommendationsModule {}
