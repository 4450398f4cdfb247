import { Module } from '@nestjs/common';
import { TimeZonesModule } from '../time-zones/time-zones.module';
import { CheckInsService } from './check-ins.service';
import { ExercisesService } from './exercises.service';
import { MindController } from './mind.controller';
import { MindOverviewService } from './mind-overview.service';
import { RoutineService } from './routine.service';
import { TiltService } from './tilt.service';

/** MindCrafter (`/api/learning/mind/*`): check-ins, breathing, the focus drill, the routine, consent and tilt. */
@Module({
  imports: [TimeZonesModule],
  controllers: [MindController],
  providers: [CheckInsService, ExercisesService, RoutineService, TiltService, MindOverviewService],
  exports: [CheckInsService, ExercisesService, RoutineService, TiltService],
})
export class MindModule {}
