import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { AchievementsService } from '../achievements/achievements.service';
import { ActivityService } from '../activity/activity.service';

/**
 * The journal's side of the daily streak: recording trades (by hand or by import) and writing the day's reflection
 * count as a day's work, on the day they happen in the user's zone. No XP: the journal is not a game to farm.
 */
@Injectable()
export class JournalEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly activity: ActivityService,
    private readonly achievements: AchievementsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('journal.trades.recorded', (event) =>
      this.record(event, 'journal', event.payload.source),
    );
    await this.bus.consume('journal.reflection.saved', (event) =>
      this.record(event, 'reflection', event.payload.date),
    );
  }

  private record(
    event: DomainEvent<'journal.trades.recorded' | 'journal.reflection.saved'>,
    kind: 'journal' | 'reflection',
    ref: string,
  ) {
    return this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'progress', event))) return false;
      const { userId } = event.payload;
      await this.activity.record(manager, {
        userId,
        kind,
        ref,
        occurredAt: new Date(event.occurredAt),
        sourceEventId: event.id,
      });
      await this.achievements.refresh(manager, userId);
      return true;
    });
  }
}
