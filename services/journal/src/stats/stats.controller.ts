import { Controller, Get, Query } from '@nestjs/common';
import { ErrorCode, type Insight, type JournalStats, type StatsComparison } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { JournalMessages } from '../messages';
import { TradeFiltersQuery } from '../trades/dto/trade.dto';
import { StatsQuery } from './dto/stats.dto';
import { StatsService } from './stats.service';

/** One side of a comparison: the `a.`- or `b.`-prefixed parameters, validated like the list's filters. */
function side(raw: Record<string, unknown>, prefix: 'a.' | 'b.'): TradeFiltersQuery {
  const plain = Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
  const query = plainToInstance(TradeFiltersQuery, plain);
  const [error] = validateSync(query, { whitelist: true, forbidNonWhitelisted: true });
  if (error) {
    const message = Object.values(error.constraints ?? {})[0] ?? JournalMessages.statsQuery.compare;
    throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message);
  }
  return query;
}

@Controller('api/journal')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** The figures for the list's filters (and `groupBy` for a breakdown), computed in PostgreSQL. */
  @Get('stats')
  get(@CurrentUser() user: SignedInUser, @Query() query: StatsQuery): Promise<JournalStats> {
    return this.stats.stats(user.userId, query, query.groupBy);
  }

  @Get('insights')
  insights(@CurrentUser() user: SignedInUser, @Query() query: TradeFiltersQuery): Promise<Insight[]> {
    return this.stats.insights(user.userId, query);
  }

  /** Two sides, each with its filters prefixed `a.` and `b.` (`a.from`, `b.accountId`, `b.tag`…). */
  @Get('stats/compare')
  compare(
    @CurrentUser() user: SignedInUser,
    @Query() raw: Record<string, unknown>,
  ): Promise<StatsComparison> {
    const unknown = Object.keys(raw).filter((key) => !key.startsWith('a.') && !key.startsWith('b.'));
    if (unknown.length > 0)
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, JournalMessages.statsQuery.compare);
    return this.stats.compare(user.userId, side(raw, 'a.'), side(raw, 'b.'));
  }
}
