import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { BadgesModule } from '../badges/badges.module';
import { GoalsController } from './goals.controller';
import { GoalsService } from './goals.service';

@Module({
  imports: [ActivityModule, BadgesModule],
  controllers: [GoalsController],
  providers: [GoalsService],
  exports: [GoalsService],
})
export class GoalsModule {}
