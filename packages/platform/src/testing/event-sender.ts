import { randomUUID } from 'node:crypto';
import {
  type DomainEvent,
  type DomainEventName,
  type DomainEvents,
  eventQueueName,
} from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import PgBoss from 'pg-boss';
import { eventually } from './gateway-client';
import { type StackInfo, sql } from './stack';

/** A domain event as its producer publishes it, dated `occurredAt` (now by default). */
export function domainEvent<N extends DomainEventName>(
  name: N,
  payload: DomainEvents[N],
  occurredAt = new Date(),
): DomainEvent<N> {
  return { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
}

/**
 * Sends events to one consumer's queues as their producers' buses do, and waits until every delivery is handled
 * (a replay is the same event sent again). `start` it before the tests and `stop` it after them.
 */
export class EventSender {
  private readonly boss: PgBoss;

  constructor(
    private readonly stack: StackInfo,
    private readonly consumer: string,
  ) {
    this.boss = new PgBoss({
      connectionString: stack.databaseUrl,
      schema: EVENT_BUS_SCHEMA,
      supervise: false,
    });
  }

  start = () => this.boss.start();
  stop = () => this.boss.stop({ graceful: false });

  async deliver(...events: DomainEvent[]): Promise<void> {
    const jobs: string[] = [];
    for (const item of events) {
      jobs.push((await this.boss.send(eventQueueName(this.consumer, item.name), item)) as string);
    }
    await eventually(async () => {
      const rows = await sql<{ state: string }>(
        this.stack,
        `SELECT state FROM ${EVENT_BUS_SCHEMA}.job WHERE id = ANY($1::uuid[])`,
        [jobs],
      );
      return rows.length === jobs.length && rows.every((row) => row.state === 'completed');
    }, 20_000);
  }
}

/** The states of the `name` events about `userId` waiting in (or handled from) `consumer`'s queue, oldest first. */
export async function eventJobStates(
  stack: StackInfo,
  consumer: string,
  name: DomainEventName,
  userId: string,
): Promise<string[]> {
  const rows = await sql<{ state: string }>(
    stack,
    `SELECT state FROM ${EVENT_BUS_SCHEMA}.job WHERE name = $1 AND data->'payload'->>'userId' = $2
     ORDER BY created_on`,
    [eventQueueName(consumer, name), userId],
  );
  return rows.map((row) => row.state);
}
