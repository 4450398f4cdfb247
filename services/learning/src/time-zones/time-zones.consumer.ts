import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DomainEvent, isIanaTimeZone } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { TimeZonesService } from './time-zones.service';

/** Keeps each user's time zone from identity's profile preference, each event once. */
@Injectable()
export class TimeZonesConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly timeZones: TimeZonesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.user.preferences-changed', (event) => this.preferences(event));
  }

  private async preferences(event: DomainEvent<'identity.user.preferences-changed'>): Promise<void> {
    const { userId, timeZone } = event.payload;
    await this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'learning', event))) return;
      await this.timeZones.set(
        manager,
        userId,
        timeZone !== null && isIanaTimeZone(timeZone) ? timeZone : null,
        new Date(event.occurredAt),
      );
    });
  }
}
