import { Module } from '@nestjs/common';
import { StatsModule } from '../stats/stats.module';
import { StrategiesController } from './strategies.controller';
import { StrategiesService } from './strategies.service';
import { StrategyEventsConsumer } from './strategy-events.consumer';

/** The journal's side of the strategies: its copy fed by events, the list and each strategy's figures. */
@Module({
  imports: [StatsModule],
  controllers: [StrategiesController],
  providers: [StrategiesService, StrategyEventsConsumer],
})
export class StrategiesModule {}
