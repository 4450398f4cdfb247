import type { CreateGoalRequest, GoalKind, GoalMetric, UpdateGoalRequest } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { ProgressMessages } from '../../messages';

const texts = ProgressMessages.goals;
export const MAX_GOAL_TARGET = 1000;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class CreateGoalDto implements CreateGoalRequest {
  @IsIn(['module', 'weekly', 'self'], { message: texts.kind })
  kind: GoalKind;

  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.title })
  @MinLength(1, { message: texts.title })
  @MaxLength(160, { message: texts.title })
  title?: string;

  @Omittable()
  @IsString({ message: texts.moduleId })
  @MinLength(1, { message: texts.moduleId })
  @MaxLength(200, { message: texts.moduleId })
  moduleId?: string;

  @Omittable()
  @IsIn(['lessons', 'quizzes', 'reviews', 'active-days'], { message: texts.metric })
  metric?: GoalMetric;

  @Omittable()
  @IsInt({ message: texts.target(MAX_GOAL_TARGET) })
  @Min(1, { message: texts.target(MAX_GOAL_TARGET) })
  @Max(MAX_GOAL_TARGET, { message: texts.target(MAX_GOAL_TARGET) })
  target?: number;

  @Omittable()
  @IsString({ message: texts.deadline })
  @Matches(DAY, { message: texts.deadline })
  deadline?: string;
}

export class UpdateGoalDto implements UpdateGoalRequest {
  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.title })
  @MinLength(1, { message: texts.title })
  @MaxLength(160, { message: texts.title })
  title?: string;

  @Omittable()
  @IsInt({ message: texts.target(MAX_GOAL_TARGET) })
  @Min(1, { message: texts.target(MAX_GOAL_TARGET) })
  @Max(MAX_GOAL_TARGET, { message: texts.target(MAX_GOAL_TARGET) })
  target?: number;

  /** null clears it. */
  @Omittable()
  @ValidateIf((_object, value) => value !== null)
  @IsString({ message: texts.deadline })
  @Matches(DAY, { message: texts.deadline })
  deadline?: string | null;

  @Omittable()
  @IsInt({ message: texts.current(MAX_GOAL_TARGET) })
  @Min(0, { message: texts.current(MAX_GOAL_TARGET) })
  @Max(MAX_GOAL_TARGET, { message: texts.current(MAX_GOAL_TARGET) })
  current?: number;

  @Omittable()
  @IsIn(['active', 'archived'], { message: texts.status })
  status?: 'active' | 'archived';
}
