import { FileStorageEnv } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';

const bool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
};

/**
 * community's settings: what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...), where post
 * images are kept (FILES_DIR, or S3 when S3_ENDPOINT is set), and its moderation and posting limits.
 */
export class CommunityEnv extends FileStorageEnv {
  /** A member's first post waits for an admin's review before others see it (off by default: see the README). */
  @Transform(bool)
  @IsBoolean({ message: 'COMMUNITY_HOLD_FIRST_POST debe ser true o false' })
  COMMUNITY_HOLD_FIRST_POST = false;

  /** Posts one member may publish per minute. */
  @Type(() => Number)
  @IsInt({ message: 'COMMUNITY_POSTS_PER_MINUTE debe ser un entero de 1 a 1000' })
  @Min(1, { message: 'COMMUNITY_POSTS_PER_MINUTE debe ser un entero de 1 a 1000' })
  @Max(1000, { message: 'COMMUNITY_POSTS_PER_MINUTE debe ser un entero de 1 a 1000' })
  COMMUNITY_POSTS_PER_MINUTE = 5;

  /** Comments one member may write per minute. */
  @Type(() => Number)
  @IsInt({ message: 'COMMUNITY_COMMENTS_PER_MINUTE debe ser un entero de 1 a 1000' })
  @Min(1, { message: 'COMMUNITY_COMMENTS_PER_MINUTE debe ser un entero de 1 a 1000' })
  @Max(1000, { message: 'COMMUNITY_COMMENTS_PER_MINUTE debe ser un entero de 1 a 1000' })
  COMMUNITY_COMMENTS_PER_MINUTE = 20;

  /** Distinct members whose reports hold a post or comment for review. */
  @Type(() => Number)
  @IsInt({ message: 'COMMUNITY_REPORT_THRESHOLD debe ser un entero de 1 a 100' })
  @Min(1, { message: 'COMMUNITY_REPORT_THRESHOLD debe ser un entero de 1 a 100' })
  @Max(100, { message: 'COMMUNITY_REPORT_THRESHOLD debe ser un entero de 1 a 100' })
  COMMUNITY_REPORT_THRESHOLD = 3;
}
