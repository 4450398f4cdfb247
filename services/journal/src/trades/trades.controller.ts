import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  type DailyResult,
  ErrorCode,
  isIanaTimeZone,
  type Trade,
  type TradePage,
} from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser } from '@pipcrafters/service-kit';
import Papa from 'papaparse';
import { JournalMessages } from '../messages';
import {
  BulkTradesDto,
  CalendarQuery,
  TradeFiltersQuery,
  TradeInputDto,
  UpdateTradeDto,
} from './dto/trade.dto';
import { toTrade } from './trade.mapper';
import { TradesService } from './trades.service';

@Controller('api/journal')
export class TradesController {
  constructor(private readonly trades: TradesService) {}

  @Get('trades')
  list(@CurrentUser() user: SignedInUser, @Query() query: TradeFiltersQuery): Promise<TradePage> {
    return this.trades.list(user.userId, query);
  }

  @Post('trades')
  create(@CurrentUser() user: SignedInUser, @Body() body: TradeInputDto): Promise<Trade> {
    return this.trades.create(user.userId, body);
  }

  /** The filtered list as CSV (comma-separated, UTF-8 with BOM so spreadsheets read the accents). */
  @Get('trades/export.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="pipjournal-operaciones.csv"')
  async exportCsv(@CurrentUser() user: SignedInUser, @Query() query: TradeFiltersQuery): Promise<string> {
    const rows = (await this.trades.all(user.userId, query)).map(toTrade);
    const body = Papa.unparse({
      fields: [...JournalMessages.csvHeader],
      data: rows.map((trade) => [
        trade.accountId,
        trade.symbol,
        JournalMessages.sides[trade.side],
        trade.openTime ?? '',
        trade.closeTime,
        trade.entryPrice ?? '',
        trade.exitPrice,
        trade.volume,
        trade.stopLoss ?? '',
        trade.takeProfit ?? '',
        trade.commission,
        trade.swap,
        trade.taxes,
        trade.profit,
        trade.net,
        trade.pips ?? '',
        trade.rMultiple ?? '',
        trade.tags.join(' '),
        trade.ticket ?? '',
        JournalMessages.sources[trade.source],
      ]),
    });
    return `\uFEFF${body}\r\n`;
  }

  @Get('calendar')
  calendar(@CurrentUser() user: SignedInUser, @Query() query: CalendarQuery): Promise<DailyResult[]> {
    const timeZone = query.timeZone ?? 'UTC';
    if (!isIanaTimeZone(timeZone)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, JournalMessages.imports.timeZone);
    }
    return this.trades.calendar(user.userId, query, timeZone);
  }

  @Post('trades/bulk')
  @HttpCode(200)
  bulk(@CurrentUser() user: SignedInUser, @Body() body: BulkTradesDto): Promise<{ updated: number }> {
    return this.trades.bulk(user.userId, body);
  }

  @Get('trades/:id')
  get(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<Trade> {
    return this.trades.get(user.userId, id);
  }

  @Patch('trades/:id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: UpdateTradeDto,
  ): Promise<Trade> {
    return this.trades.update(user.userId, id, body);
  }

  @Delete('trades/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.trades.remove(user.userId, id);
  }
}
