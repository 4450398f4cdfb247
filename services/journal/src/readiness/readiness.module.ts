import { Module } from '@nestjs/common';
import { StatsModule } from '../stats/stats.module';
import { ReadinessController } from './readiness.controller';
import { ReadinessService } from './readiness.service';
import { ReadinessEventsConsumer } from './readiness-events.consumer';

/** Each day's readiness from MindCrafter's check-ins, and EdgePilot's results by readiness. */
@Module({
  imports: [StatsModule],
  controllers: [ReadinessController],
  providers: [ReadinessService, ReadinessEventsConsumer],
})
export class ReadinessModule {}
