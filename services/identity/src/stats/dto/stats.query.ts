import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsString, IsTimeZone, MaxLength } from 'class-validator';
import { IdentityMessages } from '../../messages';

const TIME_ZONE = IdentityMessages.fields.stats.timeZone;

export class StatsQuery {
  /** The zone whose calendar weeks the sign-ups are counted in (the browser's own). */
  @Omittable()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @IsString({ message: TIME_ZONE })
  @MaxLength(64, { message: TIME_ZONE })
  @IsTimeZone({ message: TIME_ZONE })
  tz?: string;
}
