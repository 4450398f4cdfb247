import type { PlanTestInput } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { ArrayMaxSize, IsArray, IsIn, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { JournalMessages } from '../../messages';
import { DecimalString, InstrumentSymbol, nullable, PRICE, VOLUME } from '../../trades/dto/trade.dto';

const texts = JournalMessages.planTests;

/** POST /api/journal/plan-tests: a trade planned, and the zone "today" is counted in for the daily loss. */
export class PlanTestDto implements PlanTestInput {
  @IsUUID('all', { message: JournalMessages.trades.accountId })
  accountId: string;

  @InstrumentSymbol(texts.symbol)
  symbol: string;

  @IsIn(['buy', 'sell'], { message: JournalMessages.trades.side })
  side: 'buy' | 'sell';

  @DecimalString(PRICE, texts.price('entryPrice'))
  entryPrice: string;

  @DecimalString(PRICE, texts.price('stopLoss'))
  stopLoss: string;

  @Omittable()
  @ValidateIf(nullable)
  @DecimalString(PRICE, texts.price('takeProfit'))
  takeProfit?: string | null;

  @DecimalString(VOLUME, texts.volume)
  volume: string;

  @Omittable()
  @ValidateIf(nullable)
  @IsUUID('all', { message: JournalMessages.trades.strategyIdFormat })
  strategyId?: string | null;

  @Omittable()
  @IsArray({ message: texts.checked })
  @ArrayMaxSize(50, { message: texts.checked })
  @IsString({ each: true, message: texts.checked })
  @MaxLength(64, { each: true, message: texts.checked })
  checked?: string[];

  @Omittable()
  @DecimalString(PRICE, texts.price('conversionRate'))
  conversionRate?: string;

  /** The zone today is counted in (default UTC). */
  @Omittable()
  @IsString({ message: JournalMessages.imports.timeZone })
  @MaxLength(64, { message: JournalMessages.imports.timeZone })
  timeZone?: string;
}
