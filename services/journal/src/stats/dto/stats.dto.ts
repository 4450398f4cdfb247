import type { StatsGroupBy } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { IsIn } from 'class-validator';
import { JournalMessages } from '../../messages';
import { TradeFiltersQuery } from '../../trades/dto/trade.dto';

export const GROUP_BY: readonly StatsGroupBy[] = [
  'symbol',
  'side',
  'session',
  'weekday',
  'hour',
  'tag',
  'holding',
  'rBucket',
  'plan',
  'mood',
  'strategy',
  'strategyVersion',
];

export class StatsQuery extends TradeFiltersQuery {
  @Omittable()
  @IsIn(GROUP_BY, { message: JournalMessages.statsQuery.groupBy })
  groupBy?: StatsGroupBy;
}
