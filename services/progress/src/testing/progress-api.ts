import { randomUUID } from 'node:crypto';
import {
  type DomainEvent,
  type DomainEventName,
  type DomainEvents,
  eventQueueName,
  type StreakView,
} from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import { eventually, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { type StackInfo, sql } from '@pipcrafters/platform/src/testing/stack';
import PgBoss from 'pg-boss';
import { expect } from 'vitest';

/** A domain event as a producer would publish it, dated `occurredAt` (now by default). */
export function event<N extends DomainEventName>(
  name: N,
  payload: DomainEvents[N],
  occurredAt = new Date(),
): DomainEvent<N> {
  return { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
}

/** Sends events to progress's queues as their producers do, and waits until every delivery is handled. */
export class EventSender {
  private boss: PgBoss;

  constructor(private readonly stack: StackInfo) {
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
      jobs.push((await this.boss.send(eventQueueName('progress', item.name), item)) as string);
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

export async function getJson<T>(user: SignedIn, path: string, status = 200): Promise<T> {
  const response = await user.client.get(path);
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function sendJson<T>(
  user: SignedIn,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  status: number,
): Promise<T> {
  const response = await user.client.json<T>(method, path, body);
  expect(response.status, response.text).toBe(status);
  return response.body;
}

export const streakOf = (user: SignedIn) => getJson<StreakView>(user, '/api/xp/streak');
