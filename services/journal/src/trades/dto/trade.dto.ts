import { applyDecorators } from '@nestjs/common';
import {
  EMOTIONS,
  type Emotion,
  type TradeInput,
  type TradeOutcome,
  type TradeSide,
  type TradeSortField,
} from '@pipcrafters/contracts';
import { Omittable, PageQuery } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { JournalMessages } from '../../messages';
import { SESSION_KEYS } from '../../stats/sessions';

const texts = JournalMessages.trades;
export const PRICE = /^\d{1,12}(\.\d{1,8})?$/;
const AMOUNT = /^-?\d{1,14}(\.\d{1,8})?$/;
export const VOLUME = /^\d{1,8}(\.\d{1,4})?$/;
export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const nullable = (_object: object, value: unknown) => value !== null;

/** An instrument's symbol ("EURUSD"): trimmed, then 1 to 40 characters. */
export function InstrumentSymbol(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(trimmed),
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(40, { message }),
  );
}

/** A decimal sent as a string that `pattern` fits (prices and amounts are never floats), with one message for both. */
export function DecimalString(pattern: RegExp, message: string): PropertyDecorator {
  return applyDecorators(IsString({ message }), Matches(pattern, { message }));
}
const tagList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [...new Set(value.map((tag) => (typeof tag === 'string' ? tag.trim().toLowerCase() : tag)))].filter(
        (tag) => tag !== '',
      )
    : value;

/** The fields a trade may be given or not, on POST as on PATCH. */
class TradeFieldsDto {
  @Omittable()
  @ValidateIf(nullable)
  @IsISO8601({ strict: true }, { message: texts.time('openTime') })
  openTime?: string | null;

  @Omittable()
  @ValidateIf(nullable)
  @DecimalString(PRICE, texts.price('entryPrice'))
  entryPrice?: string | null;

  @Omittable()
  @ValidateIf(nullable)
  @DecimalString(PRICE, texts.price('stopLoss'))
  stopLoss?: string | null;

  @Omittable()
  @ValidateIf(nullable)
  @DecimalString(PRICE, texts.price('takeProfit'))
  takeProfit?: string | null;

  @Omittable()
  @DecimalString(AMOUNT, texts.amount('commission'))
  commission?: string;

  @Omittable()
  @DecimalString(AMOUNT, texts.amount('swap'))
  swap?: string;

  @Omittable()
  @DecimalString(AMOUNT, texts.amount('taxes'))
  taxes?: string;

  @Omittable()
  @DecimalString(AMOUNT, texts.amount('profit'))
  profit?: string;

  @Omittable()
  @DecimalString(PRICE, texts.price('conversionRate'))
  conversionRate?: string;

  @Omittable()
  @Transform(tagList)
  @IsArray({ message: texts.tags })
  @ArrayMaxSize(20, { message: texts.tags })
  @IsString({ each: true, message: texts.tags })
  @MinLength(1, { each: true, message: texts.tags })
  @MaxLength(40, { each: true, message: texts.tags })
  tags?: string[];

  @Omittable()
  @IsString({ message: texts.notes })
  @MaxLength(20_000, { message: texts.notes })
  notes?: string;

  @Omittable()
  @ValidateIf(nullable)
  @IsIn(EMOTIONS, { message: texts.emotion })
  emotionBefore?: Emotion | null;

  @Omittable()
  @ValidateIf(nullable)
  @IsIn(EMOTIONS, { message: texts.emotion })
  emotionAfter?: Emotion | null;

  @Omittable()
  @ValidateIf(nullable)
  @IsUUID('all', { message: texts.strategyIdFormat })
  strategyId?: string | null;

  /** Ids of the strategy's entry and exit rules the trade followed (null: not reviewed yet). */
  @Omittable()
  @ValidateIf(nullable)
  @IsArray({ message: texts.followedRulesFormat })
  @ArrayMaxSize(50, { message: texts.followedRulesFormat })
  @IsString({ each: true, message: texts.followedRulesFormat })
  @MaxLength(64, { each: true, message: texts.followedRulesFormat })
  followedRules?: string[] | null;
}

export class TradeInputDto extends TradeFieldsDto implements TradeInput {
  @IsUUID('all', { message: texts.accountId })
  accountId: string;

  @InstrumentSymbol(texts.symbol)
  symbol: string;

  @IsIn(['buy', 'sell'], { message: texts.side })
  side: TradeSide;

  @IsISO8601({ strict: true }, { message: texts.time('closeTime') })
  closeTime: string;

  @DecimalString(PRICE, texts.price('exitPrice'))
  exitPrice: string;

  @DecimalString(VOLUME, texts.volume)
  volume: string;
}

/** PATCH: any subset of a trade's fields. */
export class UpdateTradeDto extends TradeFieldsDto {
  @Omittable() @IsUUID('all', { message: texts.accountId }) accountId?: string;
  @Omittable()
  @InstrumentSymbol(texts.symbol)
  symbol?: string;
  @Omittable() @IsIn(['buy', 'sell'], { message: texts.side }) side?: TradeSide;
  @Omittable() @IsISO8601({ strict: true }, { message: texts.time('closeTime') }) closeTime?: string;
  @Omittable()
  @DecimalString(PRICE, texts.price('exitPrice'))
  exitPrice?: string;
  @Omittable()
  @DecimalString(VOLUME, texts.volume)
  volume?: string;
}

export const SORT_FIELDS: readonly TradeSortField[] = [
  'closeTime',
  'net',
  'symbol',
  'volume',
  'pips',
  'rMultiple',
];

/** The list's filters (also the CSV export's and the calendar's). */
export class TradeFiltersQuery extends PageQuery {
  @Omittable() @IsUUID('all', { message: texts.accountId }) accountId?: string;
  @Omittable() @IsISO8601({ strict: true }, { message: texts.time('from') }) from?: string;
  @Omittable() @IsISO8601({ strict: true }, { message: texts.time('to') }) to?: string;
  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.symbol })
  @MaxLength(40, { message: texts.symbol })
  symbol?: string;
  @Omittable() @IsIn(['buy', 'sell'], { message: texts.side }) side?: TradeSide;
  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.tags })
  @MaxLength(40, { message: texts.tags })
  tag?: string;
  @Omittable() @IsUUID('all', { message: texts.strategyIdFormat }) strategyId?: string;
  @Omittable() @IsIn(['win', 'loss', 'breakeven'], { message: texts.outcome }) outcome?: TradeOutcome;
  /** ISO weekday of the opening (1 Monday … 7 Sunday) in `timeZone`. */
  @Omittable() @IsIn(['1', '2', '3', '4', '5', '6', '7'], { message: texts.weekday }) weekday?: string;
  /** Hour of the opening (0–23) in `timeZone`. */
  @Omittable()
  @Matches(/^([01]?\d|2[0-3])$/, { message: texts.hour })
  hour?: string;
  /** The market session the trade opened in (EdgePilot's breakdown keys). */
  @Omittable() @IsIn(SESSION_KEYS, { message: texts.session }) session?: string;
  /** The zone weekday and hour are read in (default UTC). */
  @Omittable()
  @IsString({ message: JournalMessages.imports.timeZone })
  @MaxLength(64, { message: JournalMessages.imports.timeZone })
  timeZone?: string;
  @Omittable() @IsIn(SORT_FIELDS, { message: texts.sort }) sort?: TradeSortField;
  @Omittable() @IsIn(['asc', 'desc'], { message: texts.direction }) direction?: 'asc' | 'desc';
  @Omittable()
  @IsString({ message: texts.cursor })
  @MaxLength(300, { message: texts.cursor })
  cursor?: string;
}

export class CalendarQuery {
  @Omittable() @IsUUID('all', { message: texts.accountId }) accountId?: string;
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: texts.date('from') }) from: string;
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: texts.date('to') }) to: string;
  @Omittable()
  @IsString({ message: JournalMessages.imports.timeZone })
  @MaxLength(64, { message: JournalMessages.imports.timeZone })
  timeZone?: string;
}

export class BulkTradesDto {
  @IsArray({ message: texts.ids })
  @ArrayMinSize(1, { message: texts.ids })
  @ArrayMaxSize(500, { message: texts.ids })
  @IsUUID('all', { each: true, message: texts.ids })
  ids: string[];

  @IsIn(['delete', 'tag', 'strategy'], { message: texts.bulkAction })
  action: 'delete' | 'tag' | 'strategy';

  /** With `strategy`: the strategy to assign (null takes it away); the rules followed are reviewed again. */
  @Omittable()
  @ValidateIf(nullable)
  @IsUUID('all', { message: texts.strategyIdFormat })
  strategyId?: string | null;

  @Omittable()
  @Transform(tagList)
  @IsArray({ message: texts.tags })
  @ArrayMaxSize(20, { message: texts.tags })
  @IsString({ each: true, message: texts.tags })
  @MaxLength(40, { each: true, message: texts.tags })
  addTags?: string[];
  @Omittable()
  @Transform(tagList)
  @IsArray({ message: texts.tags })
  @ArrayMaxSize(20, { message: texts.tags })
  @IsString({ each: true, message: texts.tags })
  @MaxLength(40, { each: true, message: texts.tags })
  removeTags?: string[];
}

/**
 * The list query's fields that narrow the trades: without any, the list's totals are the user's totals over all their
 * trades (kept in journal.trade_totals), and a figure's trades are found by the same fields.
 */
export const TRADE_FILTER_FIELDS = [
  'accountId',
  'from',
  'to',
  'symbol',
  'side',
  'tag',
  'strategyId',
  'outcome',
  'weekday',
  'hour',
  'session',
] as const satisfies readonly (keyof TradeFiltersQuery)[];
