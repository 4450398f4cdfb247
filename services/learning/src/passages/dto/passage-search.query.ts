import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { LearningMessages } from '../../messages';
import { PASSAGE_LIMIT, PASSAGE_QUERY_LENGTH } from '../passage-limits';

/** `?q=&limit=`: a question as a learner writes it, and how many passages to return. */
export class PassageSearchQuery {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: LearningMessages.fields.question })
  @Length(PASSAGE_QUERY_LENGTH.min, PASSAGE_QUERY_LENGTH.max, { message: LearningMessages.fields.question })
  q: string;

  @Omittable()
  @Transform(({ value }) => emptyToUndefined({ value }) ?? PASSAGE_LIMIT.default)
  @Type(() => Number)
  @IsInt({ message: LearningMessages.fields.passageLimit })
  @Min(PASSAGE_LIMIT.min, { message: LearningMessages.fields.passageLimit })
  @Max(PASSAGE_LIMIT.max, { message: LearningMessages.fields.passageLimit })
  limit: number = PASSAGE_LIMIT.default;
}
