import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '@pipcrafters/events';
import { AchievementsService } from '../achievements/achievements.service';

/**
 * The journal's side of the daily streak: recording trades (by hand or by import) and writing the day's reflection
 * count as a day's work, on the day they happen in the user's zone. No XP: the journal is not a game to farm.
 */
@Injectable()
export class JournalEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly achievements: AchievementsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('journal.trades.recorded', (event) =>
      this.achievements.recordOnce(event, event.payload.userId, {
        kind: 'journal',
        ref: event.payload.source,
      }),
    );
    await this.bus.consume('journal.reflection.saved', (event) =>
      this.achievements.recordOnce(event, event.payload.userId, {
        kind: 'reflection',
        ref: event.payload.date,
      }),
    );
  }
}
