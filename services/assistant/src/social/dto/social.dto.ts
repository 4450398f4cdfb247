import {
  HASHTAG,
  SOCIAL_CAPTION_SOURCES,
  SOCIAL_LIMITS,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_POST_STATUSES,
  type SocialCaptionSource,
  type SocialNetwork,
  type SocialPostStatus,
} from '@pipcrafters/contracts';
import { emptyToUndefined, Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsISO8601,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
} from 'class-validator';
import { AgencyMessages } from '../../agency/messages';
import { LESSON_ID } from '../../content/dto/content.dto';

const F = AgencyMessages.fields;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A date-time with its offset (or Z): the client turns the user's local time into one. */
const ZONED = /T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `POST /api/assistant/social/captions`. */
export class CaptionsDto {
  @IsIn([...SOCIAL_CAPTION_SOURCES], { message: F.source })
  source: SocialCaptionSource;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: F.topic })
  @Length(SOCIAL_LIMITS.topicMin, SOCIAL_LIMITS.topicMax, { message: F.topic })
  topic?: string;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsUUID('all', { message: F.draftId })
  draftId?: string;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: F.lessonId })
  @Matches(LESSON_ID, { message: F.lessonId })
  @MaxLength(120, { message: F.lessonId })
  lessonId?: string;

  @IsArray({ message: F.networks })
  @ArrayMinSize(1, { message: F.networks })
  @ArrayMaxSize(SOCIAL_NETWORK_KEYS.length, { message: F.networks })
  @ArrayUnique({ message: F.networks })
  @IsIn([...SOCIAL_NETWORK_KEYS], { each: true, message: F.networks })
  networks: SocialNetwork[];
}

/** `POST /api/assistant/social/posts`, `PUT .../posts/{id}`. */
export class PostDto {
  @IsIn([...SOCIAL_NETWORK_KEYS], { message: F.network })
  network: SocialNetwork;

  @Transform(trim)
  @IsString({ message: F.postText })
  @Length(1, 4000, { message: F.postText })
  text: string;

  @IsArray({ message: F.hashtags })
  @ArrayMaxSize(SOCIAL_LIMITS.hashtagsMax, { message: F.hashtags })
  @IsString({ each: true, message: F.hashtags })
  @Matches(HASHTAG, { each: true, message: F.hashtags })
  hashtags: string[];

  @IsString({ message: F.scheduledAt })
  @IsISO8601({ strict: true }, { message: F.scheduledAt })
  @Matches(ZONED, { message: F.scheduledAt })
  scheduledAt: string;

  @IsIn([...SOCIAL_POST_STATUSES], { message: F.status })
  status: SocialPostStatus;

  @Omittable()
  @IsIn(['local', 'provider'], { message: F.mode })
  mode?: 'local' | 'provider';
}

/** `?from&to` (ISO dates or date-times) and, for the CSV, the `timeZone` its dates and times are written in. */
export class RangeQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @IsISO8601({ strict: true }, { message: F.range })
  from?: string;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsISO8601({ strict: true }, { message: F.range })
  to?: string;

  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: F.timeZone })
  @MaxLength(64, { message: F.timeZone })
  timeZone?: string;
}
