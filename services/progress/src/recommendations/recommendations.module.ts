import { Module } from '@nestjs/common';
import { GoalsModule } from '../goals/goals.module';
import { MissionsModule } from '../missions/missions.module';
import { StreaksModule } from '../streaks/streaks.module';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsService } from './recommendations.service';

@Module({
  imports: [GoalsModule, MissionsModule, StreaksModule],
  controllers: [RecommendationsController],
  providers: [RecommendationsService],
})
export class RecommendationsModule {}
