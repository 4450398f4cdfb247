import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IdentityMessages } from '../../messages';
import { IanaTimeZoneField } from '../../users/time-zone';

const TIME_ZONE = IdentityMessages.fields.stats.timeZone;

export class StatsQuery {
  /** The zone whose calendar weeks the sign-ups are counted in (the browser's own). */
  @Omittable()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @IanaTimeZoneField(TIME_ZONE)
  tz?: string;
}
