import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { COMMUNITY } from '../database/community-schema';
import { MembersService } from './members.service';

/** Keeps the members' names as identity announces them (`identity.user.named`), each event once. */
@Injectable()
export class MemberEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly members: MembersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.user.named', (event) => this.named(event));
  }

  private async named(event: DomainEvent<'identity.user.named'>): Promise<void> {
    const { userId, firstName, lastName } = event.payload;
    await this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, COMMUNITY, event))) return;
      await this.members.name(manager, userId, firstName, lastName, new Date(event.occurredAt));
    });
  }
}
