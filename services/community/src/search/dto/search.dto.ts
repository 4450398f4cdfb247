import { COMMUNITY_LIMITS } from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { CommunityMessages } from '../../messages';

const texts = CommunityMessages.search;

export class SearchQuery {
  /** Words to find (Spanish, accents optional: "analisis" finds "análisis"); "quoted phrases" and -exclusions. */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: texts.query })
  @Length(COMMUNITY_LIMITS.searchMin, 200, { message: texts.query })
  q: string;

  @Omittable()
  @Transform(({ value }) => emptyToUndefined({ value }) ?? COMMUNITY_LIMITS.pageSize)
  @Type(() => Number)
  @IsInt({ message: texts.limit })
  @Min(1, { message: texts.limit })
  @Max(50, { message: texts.limit })
  limit: number = COMMUNITY_LIMITS.pageSize;
}
