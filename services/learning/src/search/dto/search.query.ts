import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@pipcrafters/contracts';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { LearningMessages } from '../../messages';

export class SearchQuery {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: LearningMessages.fields.query })
  @Length(SEARCH_QUERY_MIN_LENGTH, SEARCH_QUERY_MAX_LENGTH, { message: LearningMessages.fields.query })
  q: string;
}
