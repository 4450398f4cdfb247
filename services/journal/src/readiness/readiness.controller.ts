import { Controller, Get, Query } from '@nestjs/common';
import { ErrorCode, isIanaTimeZone, type ReadinessStats } from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import { JournalMessages } from '../messages';
import { TradeFiltersQuery } from '../trades/dto/trade.dto';
import { ReadinessService } from './readiness.service';

@Controller('api/journal')
export class ReadinessController {
  constructor(private readonly readiness: ReadinessService) {}

  /**
   * EdgePilot's results by the readiness of the day (MindCrafter's check-ins), with the list's filters; the day of a
   * trade is its opening's in `timeZone` (UTC by default, as the calendar's).
   */
  @Get('stats/readiness')
  get(@CurrentUser() user: SignedInUser, @Query() query: TradeFiltersQuery): Promise<ReadinessStats> {
    const timeZone = query.timeZone ?? 'UTC';
    if (!isIanaTimeZone(timeZone))
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, JournalMessages.imports.timeZone);
    return this.readiness.byReadiness(user.userId, query, timeZone);
  }
}
