import { applyDecorators } from '@nestjs/common';
import {
  findInstrument,
  STRATEGY_SESSIONS,
  STRATEGY_STATUSES,
  STRATEGY_STYLES,
  type StrategyInput,
  type StrategyRisk,
  type StrategyRuleInput,
  type StrategySession,
  type StrategyStatus,
  type StrategyStyle,
  TIME_FRAMES,
  type TimeFrame,
} from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable, PersonName } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { StrategiesMessages } from '../../messages';
import { TEMPLATE_IDS } from '../../templates/template-catalog';

const texts = StrategiesMessages.strategies;
const lists = StrategiesMessages.lists;

export const MAX_RULES = 30;
export const MAX_INSTRUMENTS = 30;
export const MAX_TAGS = 20;

const nullable = (_object: object, value: unknown) => value !== null;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const unique = <T>(items: T[]) => [...new Set(items)];
const listOf =
  (each: (item: unknown) => unknown) =>
  ({ value }: { value: unknown }) =>
    Array.isArray(value) ? unique(value.map(each)) : value;
/** A symbol as a broker writes it ("eurusd", "EURUSD.pro") → the platform's ("EURUSD"); an unknown one as sent. */
const symbols = listOf((item) => (typeof item === 'string' ? (findInstrument(item)?.symbol ?? item) : item));
const tagList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? unique(value.map((tag) => (typeof tag === 'string' ? tag.trim().toLowerCase() : tag))).filter(
        (tag) => tag !== '',
      )
    : value;
/** Risk figures travel as decimal strings; a JSON number is read as one. */
const decimalText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

@ValidatorConstraint({ name: 'knownInstruments' })
class KnownInstruments implements ValidatorConstraintInterface {
  static readonly jsonSchema = { description: texts.instrumentsSchema };

  validate(value: unknown): boolean {
    return Array.isArray(value) && value.every((item) => typeof item === 'string' && isKnown(item));
  }

  defaultMessage(args: ValidationArguments): string {
    const unknown = Array.isArray(args.value)
      ? args.value.find((item: unknown) => typeof item !== 'string' || !isKnown(item))
      : undefined;
    return typeof unknown === 'string' && unknown.length <= 40
      ? texts.unknownInstrument(unknown)
      : texts.instruments(MAX_INSTRUMENTS);
  }
}
const isKnown = (symbol: string) => findInstrument(symbol)?.symbol === symbol;

/** A percentage or ratio: a decimal string greater than 0 and at most 100, with up to 2 decimals. */
@ValidatorConstraint({ name: 'positiveDecimal' })
class PositiveDecimal implements ValidatorConstraintInterface {
  static readonly jsonSchema = { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,2})?$', nullable: true };

  validate(value: unknown): boolean {
    return (
      typeof value === 'string' &&
      /^\d{1,3}(\.\d{1,2})?$/.test(value) &&
      Number(value) > 0 &&
      Number(value) <= 100
    );
  }
}

export class StrategyRuleInputDto implements StrategyRuleInput {
  @Omittable()
  @IsUUID('all', { message: texts.ruleId })
  id?: string;

  @Transform(trimmed)
  @IsString({ message: texts.ruleText })
  @Length(1, 500, { message: texts.ruleText })
  text: string;
}

export class StrategyRiskDto implements Partial<StrategyRisk> {
  @Omittable()
  @Transform(decimalText)
  @ValidateIf(nullable)
  @Validate(PositiveDecimal, { message: texts.riskPercent(texts.maxRiskLabel, 'maxRiskPercent') })
  maxRiskPercent?: string | null;

  @Omittable()
  @Transform(decimalText)
  @ValidateIf(nullable)
  @Validate(PositiveDecimal, { message: texts.riskPercent(texts.maxDailyLossLabel, 'maxDailyLossPercent') })
  maxDailyLossPercent?: string | null;

  @Omittable()
  @Transform(decimalText)
  @ValidateIf(nullable)
  @Validate(PositiveDecimal, { message: texts.rewardRisk })
  minRewardRisk?: string | null;

  @Omittable()
  @ValidateIf(nullable)
  @IsInt({ message: texts.maxOpenTrades })
  @Min(1, { message: texts.maxOpenTrades })
  @Max(100, { message: texts.maxOpenTrades })
  maxOpenTrades?: number | null;
}

/** The checks of one list of rules (entry, exit or the checklist), with its name in the message. */
function RuleList(name: string): PropertyDecorator {
  const message = texts.rules(name, MAX_RULES);
  return applyDecorators(
    Omittable(),
    IsArray({ message }),
    ArrayMaxSize(MAX_RULES, { message }),
    ValidateNested({ each: true }),
    Type(() => StrategyRuleInputDto),
  );
}

/** Every field of a strategy but its name and template: what POST and PATCH share. */
class StrategyFieldsDto {
  @Omittable()
  @IsString({ message: texts.description })
  @MaxLength(20_000, { message: texts.description })
  description?: string;

  @Omittable()
  @Transform(symbols)
  @IsArray({ message: texts.instruments(MAX_INSTRUMENTS) })
  @ArrayMaxSize(MAX_INSTRUMENTS, { message: texts.instruments(MAX_INSTRUMENTS) })
  @Validate(KnownInstruments)
  instruments?: string[];

  @Omittable()
  @Transform(listOf((item) => item))
  @IsArray({ message: texts.timeFrames(TIME_FRAMES) })
  @IsIn(TIME_FRAMES, { each: true, message: texts.timeFrames(TIME_FRAMES) })
  timeFrames?: TimeFrame[];

  @Omittable()
  @Transform(listOf((item) => item))
  @IsArray({ message: texts.sessions(STRATEGY_SESSIONS) })
  @IsIn(STRATEGY_SESSIONS, { each: true, message: texts.sessions(STRATEGY_SESSIONS) })
  sessions?: StrategySession[];

  @Omittable()
  @IsIn(STRATEGY_STYLES, { message: texts.style })
  style?: StrategyStyle;

  @RuleList(lists.entryRules)
  entryRules?: StrategyRuleInputDto[];

  @RuleList(lists.exitRules)
  exitRules?: StrategyRuleInputDto[];

  @Omittable()
  @IsObject({ message: texts.risk })
  @ValidateNested()
  @Type(() => StrategyRiskDto)
  risk?: StrategyRiskDto;

  @RuleList(lists.checklist)
  checklist?: StrategyRuleInputDto[];

  @Omittable()
  @IsIn(STRATEGY_STATUSES, { message: texts.status })
  status?: StrategyStatus;

  @Omittable()
  @Transform(tagList)
  @IsArray({ message: texts.tags })
  @ArrayMaxSize(MAX_TAGS, { message: texts.tags })
  @IsString({ each: true, message: texts.tags })
  @MinLength(1, { each: true, message: texts.tags })
  @MaxLength(40, { each: true, message: texts.tags })
  tags?: string[];
}

/** POST /api/strategies: with `templateId`, what is not sent comes from that template. */
export class CreateStrategyDto extends StrategyFieldsDto implements StrategyInput {
  @PersonName(texts.name, 120)
  name: string;

  @Omittable()
  @IsIn(TEMPLATE_IDS, { message: texts.templateId })
  templateId?: string;
}

/** PATCH /api/strategies/{id}: any subset; an edit that changes something is a new version. */
export class UpdateStrategyDto extends StrategyFieldsDto implements Partial<StrategyInput> {
  @Omittable()
  @PersonName(texts.name, 120)
  name?: string;
}

export class ListStrategiesQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn(STRATEGY_STATUSES, { message: texts.statusFilter })
  status?: StrategyStatus;
}

export class VersionsQuery {
  /** Versions older than this one (the next page after the last version shown). */
  @Omittable()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: texts.before })
  @Min(1, { message: texts.before })
  @Max(1_000_000, { message: texts.before })
  before?: number;

  @Omittable()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: texts.limit })
  @Min(1, { message: texts.limit })
  @Max(100, { message: texts.limit })
  limit = 50;
}
