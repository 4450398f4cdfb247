import {
  COMMUNITY_CATEGORIES,
  COMMUNITY_LIMITS,
  type CommunityCategory,
  type CommunityFeedSort,
  type CommunityPostInput,
} from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CommunityMessages } from '../../messages';
import { MarkdownText, PlainText } from './text-fields';

const texts = CommunityMessages.posts;
const CATEGORY_SLUGS = COMMUNITY_CATEGORIES.map((category) => category.slug);
const nullable = (_object: object, value: unknown) => value !== null;

export class CreatePostDto implements CommunityPostInput {
  @PlainText(texts.title, COMMUNITY_LIMITS.titleMax)
  title: string;

  @MarkdownText(texts.body, COMMUNITY_LIMITS.bodyMax)
  body: string;

  @IsIn(CATEGORY_SLUGS, { message: texts.category })
  category: CommunityCategory;

  /** A `data:image/…;base64,…` URL (checked by its bytes and re-encoded), or null for none. */
  @Omittable()
  @ValidateIf(nullable)
  @IsString({ message: texts.attachmentUrl })
  attachmentUrl?: string | null;
}

/** PATCH: any subset; `attachmentUrl: null` removes the image, the post's own image URL keeps it. */
export class UpdatePostDto implements Partial<CommunityPostInput> {
  @Omittable()
  @PlainText(texts.title, COMMUNITY_LIMITS.titleMax)
  title?: string;

  @Omittable()
  @MarkdownText(texts.body, COMMUNITY_LIMITS.bodyMax)
  body?: string;

  @Omittable()
  @IsIn(CATEGORY_SLUGS, { message: texts.category })
  category?: CommunityCategory;

  @Omittable()
  @ValidateIf(nullable)
  @IsString({ message: texts.attachmentUrl })
  attachmentUrl?: string | null;
}

const feed = CommunityMessages.feed;
/** An empty query parameter (`?sort=`) is as good as none: the field keeps its default. */
const emptyTo =
  (fallback: unknown) =>
  ({ value }: { value: unknown }) =>
    emptyToUndefined({ value }) ?? fallback;

export class FeedQuery {
  @Omittable()
  @Transform(emptyTo('new'))
  @IsIn(['new', 'top', 'active'], { message: feed.sort })
  sort: CommunityFeedSort = 'new';

  @Omittable()
  @Transform(emptyToUndefined)
  @IsIn(CATEGORY_SLUGS, { message: texts.category })
  category?: CommunityCategory;

  /** The `x-next-cursor` of the page before. */
  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: feed.cursor })
  @MaxLength(400, { message: feed.cursor })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: feed.cursor })
  cursor?: string;

  @Omittable()
  @Transform(emptyTo(COMMUNITY_LIMITS.pageSize))
  @Type(() => Number)
  @IsInt({ message: feed.limit })
  @Min(1, { message: feed.limit })
  @Max(50, { message: feed.limit })
  limit: number = COMMUNITY_LIMITS.pageSize;
}
