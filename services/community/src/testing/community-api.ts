import { randomUUID } from 'node:crypto';
import {
  type CommunityPost,
  type DomainEvent,
  type DomainEventName,
  type DomainEvents,
  eventQueueName,
  REALTIME_QUEUE,
} from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import {
  activeUser,
  eventually,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import type { JsonResponse } from '@pipcrafters/platform/src/testing/http-client';
import { type StackInfo, sql } from '@pipcrafters/platform/src/testing/stack';
import PgBoss from 'pg-boss';
import { expect } from 'vitest';

/** A signed-in browser session of the integration stack, talking to the community through the gateway. */
export interface Member extends SignedIn {
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<JsonResponse<T>>;
}

export const asMember = (signedIn: SignedIn): Member => ({
  ...signedIn,
  call: (method, path, body) => signedIn.client.json(method, path, body),
});

let admin: Promise<SignedIn> | undefined;

/** The demo admin, signed in once per test file. */
export async function demoAdmin(stack: StackInfo): Promise<Member> {
  admin ??= loginDemo(stack, 'admin');
  return asMember(await admin);
}

/** A new ACTIVE user (registered as "Prueba Pasarela", approved by the demo admin). */
export async function newMember(stack: StackInfo, prefix: string): Promise<Member> {
  const approver = await demoAdmin(stack);
  return asMember(await activeUser(stack, approver, prefix));
}

export async function expectOk<T>(response: Promise<JsonResponse<T>>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

/** A refusal: its status and its Spanish message (exactly, or matching). */
export async function expectError(
  response: Promise<JsonResponse<unknown>> | JsonResponse<unknown>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const answer = await response;
  expect(answer.status, answer.text).toBe(status);
  const body = answer.body as { message?: string };
  if (typeof message === 'string') expect(body.message, answer.text).toBe(message);
  else expect(body.message, answer.text).toMatch(message);
}

let counter = 0;
/** A post's input with a unique title. */
export function postInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    title: `Prueba ${process.pid}-${Date.now()}-${counter}`,
    body: 'Cuerpo de **prueba**.',
    category: 'general',
    attachmentUrl: null,
    ...overrides,
  };
}

export const createPost = (member: Member, overrides: Record<string, unknown> = {}) =>
  expectOk<CommunityPost>(member.call('POST', '/api/community/posts', postInput(overrides)), 201);

/** The payloads of an event sent to `consumer`, oldest first, whose payload has `field` = `value`. */
export async function published<N extends DomainEventName>(
  stack: StackInfo,
  name: N,
  field: string,
  value: string,
  consumer = 'progress',
): Promise<DomainEvents[N][]> {
  const found = await sql<{ data: { payload: DomainEvents[N] } }>(
    stack,
    `SELECT data FROM ${EVENT_BUS_SCHEMA}.job WHERE name = $1 AND data->'payload'->>$2 = $3
     ORDER BY data->>'occurredAt', created_on`,
    [eventQueueName(consumer, name), field, value],
  );
  return found.map((row) => row.data.payload);
}

/** The realtime messages queued for the gateways about a post. */
export async function realtimeAbout(stack: StackInfo, postId: string): Promise<Record<string, unknown>[]> {
  const found = await sql<{ data: Record<string, unknown> }>(
    stack,
    `SELECT data FROM ${EVENT_BUS_SCHEMA}.job WHERE name = $1 AND data->'payload'->>'postId' = $2 ORDER BY created_on`,
    [REALTIME_QUEUE, postId],
  );
  return found.map((row) => row.data);
}

/** Sends events to the community's queues as their producers would, and waits until each is handled. */
export class CommunityEvents {
  private readonly boss: PgBoss;

  constructor(private readonly stack: StackInfo) {
    this.boss = new PgBoss({
      connectionString: stack.databaseUrl,
      schema: EVENT_BUS_SCHEMA,
      supervise: false,
    });
  }

  start = () => this.boss.start();
  stop = () => this.boss.stop({ graceful: false });

  event<N extends DomainEventName>(
    name: N,
    payload: DomainEvents[N],
    occurredAt = new Date(),
  ): DomainEvent<N> {
    return { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
  }

  async deliver(...events: DomainEvent[]): Promise<void> {
    const jobs: string[] = [];
    for (const item of events) {
      jobs.push((await this.boss.send(eventQueueName('community', item.name), item)) as string);
    }
    await eventually(async () => {
      const states = await sql<{ state: string }>(
        this.stack,
        `SELECT state FROM ${EVENT_BUS_SCHEMA}.job WHERE id = ANY($1::uuid[])`,
        [jobs],
      );
      return states.length === jobs.length && states.every((row) => row.state === 'completed');
    }, 20_000);
  }
}
