import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `date` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(date: string): boolean {
  if (!DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * Keeps each day's readiness from MindCrafter's check-ins (`learning.mind.check-in.recorded`), each event once
 * (claimEvent): a later check-in of the same day replaces the day's readiness, an older one delivered late never
 * does (compared by when it happened, then by its id). A payload that is not a day and a 0–100 score is claimed and
 * left out, so it is not retried for ever.
 */
@Injectable()
export class ReadinessEventsConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReadinessEventsConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('learning.mind.check-in.recorded', (event) => this.recorded(event));
  }

  private async recorded(event: DomainEvent<'learning.mind.check-in.recorded'>): Promise<void> {
    const { userId, checkInId, date, readiness } = event.payload;
    const valid =
      isUUID(userId) &&
      typeof checkInId === 'string' &&
      checkInId.length > 0 &&
      checkInId.length <= 100 &&
      typeof date === 'string' &&
      isCalendarDay(date) &&
      typeof readiness === 'number' &&
      Number.isFinite(readiness) &&
      readiness >= 0 &&
      readiness <= 100;
    await this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'journal', event))) return;
      if (!valid) {
        this.logger.warn(`Check-in ignored (malformed payload): event ${event.id}`);
        return;
      }
      await manager.query(
        `INSERT INTO journal.readiness AS r (user_id, date, readiness, check_in_id, recorded_at)
         VALUES ($1, $2::date, $3, $4, $5::timestamptz)
         ON CONFLICT (user_id, date) DO UPDATE SET
           readiness = EXCLUDED.readiness, check_in_id = EXCLUDED.check_in_id, recorded_at = EXCLUDED.recorded_at
         WHERE (r.recorded_at, r.check_in_id) < (EXCLUDED.recorded_at, EXCLUDED.check_in_id)`,
        [userId, date, Math.round(readiness), checkInId, event.occurredAt],
      );
    });
  }
}
