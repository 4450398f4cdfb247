import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsTimeZone, MaxLength } from 'class-validator';

const TIME_ZONE = 'La zona horaria debe ser un nombre IANA válido, por ejemplo "Europe/Madrid".';

export class StatsQuery {
  /** The zone whose calendar weeks the sign-ups are counted in (the browser's own). */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @IsString({ message: TIME_ZONE })
  @MaxLength(64, { message: TIME_ZONE })
  @IsTimeZone({ message: TIME_ZONE })
  tz?: string;
}

export const STATS_TIME_ZONE_MESSAGE = TIME_ZONE;
