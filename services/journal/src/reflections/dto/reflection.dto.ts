import type { ReflectionInput } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { JournalMessages } from '../../messages';

const texts = JournalMessages.reflections;
const nullable = (_object: object, value: unknown) => value !== null;

export class ReflectionDto implements ReflectionInput {
  @ValidateIf(nullable)
  @IsInt({ message: texts.scale('moodBefore') })
  @Min(1, { message: texts.scale('moodBefore') })
  @Max(5, { message: texts.scale('moodBefore') })
  moodBefore: number | null;

  @ValidateIf(nullable)
  @IsInt({ message: texts.scale('moodAfter') })
  @Min(1, { message: texts.scale('moodAfter') })
  @Max(5, { message: texts.scale('moodAfter') })
  moodAfter: number | null;

  @ValidateIf(nullable)
  @IsNumber({ maxDecimalPlaces: 1 }, { message: texts.sleep })
  @Min(0, { message: texts.sleep })
  @Max(24, { message: texts.sleep })
  sleepHours: number | null;

  @ValidateIf(nullable)
  @IsInt({ message: texts.scale('stress') })
  @Min(1, { message: texts.scale('stress') })
  @Max(5, { message: texts.scale('stress') })
  stress: number | null;

  @ValidateIf(nullable)
  @IsBoolean({ message: texts.followedPlan })
  followedPlan: boolean | null;

  @IsString({ message: texts.text('wentWell') })
  @MaxLength(5000, { message: texts.text('wentWell') })
  wentWell: string;

  @IsString({ message: texts.text('wentWrong') })
  @MaxLength(5000, { message: texts.text('wentWrong') })
  wentWrong: string;

  @IsString({ message: texts.text('lesson') })
  @MaxLength(5000, { message: texts.text('lesson') })
  lesson: string;
}

export class ReflectionRangeQuery {
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: texts.range }) from: string;
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: texts.range }) to: string;
}

export class ReflectionDayQuery {
  @Omittable()
  @IsString({ message: JournalMessages.imports.timeZone })
  @MaxLength(64, { message: JournalMessages.imports.timeZone })
  timeZone?: string;
}
