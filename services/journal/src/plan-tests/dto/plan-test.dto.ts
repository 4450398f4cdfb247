import type { PlanTestInput } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { JournalMessages } from '../../messages';
import { DecimalString, nullable, PRICE, trimmed, VOLUME } from '../../trades/dto/trade.dto';

const texts = JournalMessages.planTests;

/** POST /api/journal/plan-tests: a trade planned, and the zone "today" is counted in for the daily loss. */
export class PlanTestDto implements PlanTestInput {
  @IsUUID('all', { message: JournalMessages.trades.accountId })
  accountId: string;

  @Transform(trimmed)
  @IsString({ message: texts.symbol })
  @MinLength(1, { message: texts.symbol })
  @MaxLength(40, { message: texts.symbol })
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
