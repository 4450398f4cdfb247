import { Controller, Get, Param, Query } from '@nestjs/common';
import type { JournalStrategy, StrategyStats } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { TradeFiltersQuery } from '../trades/dto/trade.dto';
import { StrategiesService } from './strategies.service';

@Controller('api/journal/strategies')
export class StrategiesController {
  constructor(private readonly strategies: StrategiesService) {}

  /** The strategies a trade can be assigned to (and the deleted ones, flagged, for the history). */
  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<JournalStrategy[]> {
    return this.strategies.list(user.userId);
  }

  /** The strategy's figures from the journal, with the list's filters (account, period, time zone...). */
  @Get(':id/stats')
  stats(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Query() query: TradeFiltersQuery,
  ): Promise<StrategyStats> {
    return this.strategies.statsOf(user.userId, id, query);
  }
}
