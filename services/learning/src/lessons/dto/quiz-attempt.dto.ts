import { MAX_INPUT_ARRAY_LENGTH } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNumber,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { LearningMessages } from '../../messages';

/** How many options one answer may name (no question has more). */
const MAX_OPTIONS = 20;
/** How many answers an attempt may carry (no quiz or placement test has more). */
const MAX_ANSWERS = 200;

/** The answer to one question, without saying which one (a review card's answer). */
export class AnswerDto {
  @Omittable()
  @IsArray({ message: LearningMessages.fields.optionIds })
  @ArrayMaxSize(MAX_OPTIONS, { message: LearningMessages.fields.optionIds })
  @IsString({ each: true, message: LearningMessages.fields.optionIds })
  @MaxLength(80, { each: true, message: LearningMessages.fields.optionIds })
  optionIds?: string[];

  @Omittable()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LearningMessages.fields.value })
  value?: number;
}

export class QuizAnswerDto extends AnswerDto {
  @IsString({ message: LearningMessages.fields.questionId })
  @MinLength(1, { message: LearningMessages.fields.questionId })
  @MaxLength(170, { message: LearningMessages.fields.questionId })
  questionId: string;
}

export class QuizAttemptDto {
  @IsArray({ message: LearningMessages.fields.answers })
  @ArrayMaxSize(Math.min(MAX_ANSWERS, MAX_INPUT_ARRAY_LENGTH), { message: LearningMessages.fields.answers })
  @ValidateNested({ each: true })
  @Type(() => QuizAnswerDto)
  answers: QuizAnswerDto[];
}
