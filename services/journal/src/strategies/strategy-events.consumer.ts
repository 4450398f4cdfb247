import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventBus } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { markStrategyDeleted, saveStrategyCopy } from './strategy-replica';

/**
 * Keeps the journal's copy of the user's strategies from the strategies service's events. Both handlers are
 * idempotent by what they write (the version rule, a deletion that stays), so a redelivery changes nothing.
 */
@Injectable()
export class StrategyEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('strategies.strategy.saved', ({ payload }) =>
      this.dataSource.transaction((manager) => saveStrategyCopy(manager, payload.userId, payload.strategy)),
    );
    await this.bus.consume('strategies.strategy.deleted', ({ payload }) =>
      this.dataSource.transaction((manager) =>
        markStrategyDeleted(manager, payload.userId, payload.strategyId, payload.name),
      ),
    );
  }
}
