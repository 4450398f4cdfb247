import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { localDay } from '@pipcrafters/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { UserTimeZoneEntity } from './user-time-zone.entity';

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export { localDay };

/** `day` plus `days` calendar days (negative: before), without going through instants. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in (weeks run Monday to Sunday). */
export function weekStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Each user's time zone, replicated from identity, and the local days it gives. */
@Injectable()
export class TimeZonesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async timeZone(userId: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const found = await manager.getRepository(UserTimeZoneEntity).findOne({ where: { userId } });
    return found?.timeZone ?? 'UTC';
  }

  /** The user's local day at `instant` (now by default). */
  async today(userId: string, instant = new Date(), manager?: EntityManager): Promise<string> {
    return localDay(instant, await this.timeZone(userId, manager));
  }

  /** Keeps the zone identity announced at `asOf` unless a newer one is already there (null: back to UTC). */
  async set(manager: EntityManager, userId: string, timeZone: string | null, asOf: Date): Promise<void> {
    const table = manager.getRepository(UserTimeZoneEntity).metadata.tablePath;
    await manager.query(
      `INSERT INTO ${table} AS zone (user_id, time_zone, as_of) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, as_of = EXCLUDED.as_of
       WHERE zone.as_of <= EXCLUDED.as_of`,
      [userId, timeZone ?? 'UTC', asOf],
    );
  }
}
