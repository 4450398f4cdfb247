import { Module } from '@nestjs/common';
import { TradesModule } from '../trades/trades.module';
import { SessionFiguresConsumer } from './session-figures.consumer';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

@Module({
  imports: [TradesModule],
  controllers: [StatsController],
  providers: [StatsService, SessionFiguresConsumer],
  exports: [StatsService],
})
export class StatsModule {}
