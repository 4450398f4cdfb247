import { applyDecorators } from '@nestjs/common';
import {
  BREATHING_CYCLES_MAX,
  BREATHING_CYCLES_MIN,
  BREATHING_TECHNIQUE_IDS,
  type BreathingSessionRequest,
  type BreathingTechniqueId,
  CHECK_IN_HISTORY_DEFAULT_DAYS,
  CHECK_IN_HISTORY_MAX_DAYS,
  CHECK_IN_NOTE_MAX_LENGTH,
  CHECK_IN_SCALE_MAX,
  CHECK_IN_SCALE_MIN,
  CHECK_IN_SLEEP_MAX,
  CHECK_IN_SLEEP_MIN,
  CHECK_IN_SLEEP_STEP,
  FOCUS_DRILL,
  type FocusDrillRequest,
  type MindCheckInRequest,
  type MindSettings,
  type PutRoutineRequest,
  type PutRoutineTodayRequest,
  ROUTINE_ITEM_MAX_LENGTH,
  ROUTINE_MAX_ITEMS,
} from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { LearningMessages } from '../../messages';

const texts = LearningMessages.mind.fields;

/** Trimmed (ASCII white space and Unicode spaces) and in NFC, as a person typed it. */
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value.normalize('NFC').replace(/^[\t\n\r\p{Zs}]+|[\t\n\r\p{Zs}]+$/gu, '')
    : value;

/**
 * A number in whole steps of `constraints[0]` (class-validator's divisibility check parses the step as an integer,
 * so 0.5 would refuse everything).
 */
@ValidatorConstraint({ name: 'wholeSteps' })
class WholeSteps implements ValidatorConstraintInterface {
  static readonly jsonSchema = { multipleOf: CHECK_IN_SLEEP_STEP };

  validate(value: unknown, args: ValidationArguments): boolean {
    const step = args.constraints[0] as number;
    return typeof value === 'number' && Number.isInteger(value / step);
  }
}

/** A 1–5 answer. */
function Scale(field: string): PropertyDecorator {
  const message = texts.scale(field);
  return applyDecorators(
    IsInt({ message }),
    Min(CHECK_IN_SCALE_MIN, { message }),
    Max(CHECK_IN_SCALE_MAX, { message }),
  );
}

export class CheckInDto implements MindCheckInRequest {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: texts.sleepHours })
  @Min(CHECK_IN_SLEEP_MIN, { message: texts.sleepHours })
  @Max(CHECK_IN_SLEEP_MAX, { message: texts.sleepHours })
  @Validate(WholeSteps, [CHECK_IN_SLEEP_STEP], { message: texts.sleepHours })
  sleepHours: number;

  @Scale('stress') stress: number;
  @Scale('mood') mood: number;
  @Scale('focus') focus: number;
  @Scale('pressure') pressure: number;

  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.note })
  @MaxLength(CHECK_IN_NOTE_MAX_LENGTH, { message: texts.note })
  note?: string;
}

/** `?days=`: how far back the history goes. */
export class CheckInsQuery {
  @Omittable()
  @Transform(({ value }) => emptyToUndefined({ value }) ?? CHECK_IN_HISTORY_DEFAULT_DAYS)
  @Type(() => Number)
  @IsInt({ message: texts.days })
  @Min(1, { message: texts.days })
  @Max(CHECK_IN_HISTORY_MAX_DAYS, { message: texts.days })
  days: number = CHECK_IN_HISTORY_DEFAULT_DAYS;
}

export class BreathingSessionDto implements BreathingSessionRequest {
  @IsIn(BREATHING_TECHNIQUE_IDS, { message: texts.technique })
  technique: BreathingTechniqueId;

  @IsInt({ message: texts.cycles })
  @Min(BREATHING_CYCLES_MIN, { message: texts.cycles })
  @Max(BREATHING_CYCLES_MAX, { message: texts.cycles })
  cycles: number;
}

/** A count of stimuli or answers in one drill. */
function DrillCount(field: string): PropertyDecorator {
  const message = texts.drillCount(field);
  return applyDecorators(IsInt({ message }), Min(0, { message }), Max(FOCUS_DRILL.maxStimuli, { message }));
}

/** What the browser counted in one drill; the consistency between fields is checked by `focusDrillProblem`. */
export class FocusDrillDto implements FocusDrillRequest {
  @IsIn([FOCUS_DRILL.durationSeconds], { message: texts.drillDuration })
  durationSeconds: number;

  @DrillCount('targets') targets: number;
  @DrillCount('hits') hits: number;
  @DrillCount('falseAlarms') falseAlarms: number;
  @DrillCount('distractors') distractors: number;

  /** Required, null when there were no hits. */
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: texts.reaction })
  @Min(FOCUS_DRILL.minReactionMs, { message: texts.reaction })
  @Max(FOCUS_DRILL.responseWindowMs, { message: texts.reaction })
  meanReactionMs: number | null;
}

export class RoutineItemDto {
  @Omittable()
  @IsUUID('all', { message: texts.routineId })
  id?: string;

  @Transform(trimmed)
  @IsString({ message: texts.routineText })
  @Length(1, ROUTINE_ITEM_MAX_LENGTH, { message: texts.routineText })
  text: string;
}

export class PutRoutineDto implements PutRoutineRequest {
  @IsArray({ message: texts.routineItems })
  @ArrayMinSize(1, { message: texts.routineItems })
  @ArrayMaxSize(ROUTINE_MAX_ITEMS, { message: texts.routineItems })
  @ValidateNested({ each: true })
  @Type(() => RoutineItemDto)
  items: RoutineItemDto[];
}

export class PutRoutineTodayDto implements PutRoutineTodayRequest {
  @IsArray({ message: texts.checkedIds })
  @ArrayMaxSize(ROUTINE_MAX_ITEMS, { message: texts.checkedIds })
  @IsUUID('all', { each: true, message: texts.checkedIds })
  checkedIds: string[];
}

export class MindSettingsDto implements MindSettings {
  @IsBoolean({ message: texts.tiltConsent })
  tiltConsent: boolean;
}
