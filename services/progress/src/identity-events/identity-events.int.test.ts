import { randomUUID } from 'node:crypto';
import { type DomainEvent, eventQueueName } from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import { eventually } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
let boss: PgBoss;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: stack.databaseUrl, schema: EVENT_BUS_SCHEMA, supervise: false });
  await boss.start();
});
afterAll(() => boss.stop({ graceful: false }));

function approvedEvent(userId: string): DomainEvent<'identity.user.approved'> {
  return {
    id: randomUUID(),
    name: 'identity.user.approved',
    occurredAt: new Date().toISOString(),
    payload: { userId, firstName: 'Duplicada', approvedBy: randomUUID() },
  };
}

async function jobStates(ids: string[]): Promise<string[]> {
  const rows = await sql<{ state: string }>(
    stack,
    `SELECT state FROM ${EVENT_BUS_SCHEMA}.job WHERE id = ANY($1::uuid[]) ORDER BY id`,
    [ids],
  );
  return rows.map((row) => row.state);
}

describe('identity events consumed by progress', () => {
  it('an event delivered twice creates one notification', async () => {
    const userId = randomUUID();
    const event = approvedEvent(userId);
    const queue = eventQueueName('progress', event.name);
    const first = await boss.send(queue, event);
    const second = await boss.send(queue, event);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();

    // Both deliveries are handled (completed), and only one of them wrote anything.
    await eventually(
      async () => (await jobStates([first, second] as string[])).every((state) => state === 'completed'),
      20_000,
    );
    const notifications = await sql(stack, 'SELECT id FROM progress.notifications WHERE user_id = $1', [
      userId,
    ]);
    expect(notifications).toHaveLength(1);
    const processed = await sql(stack, 'SELECT event_id FROM progress.processed_events WHERE event_id = $1', [
      event.id,
    ]);
    expect(processed).toHaveLength(1);
  });

  it('two different events for the same user are both handled', async () => {
    const userId = randomUUID();
    const queue = eventQueueName('progress', 'identity.user.approved');
    await boss.send(queue, approvedEvent(userId));
    await boss.send(queue, approvedEvent(userId));
    await eventually(
      async () =>
        (await sql(stack, 'SELECT id FROM progress.notifications WHERE user_id = $1', [userId])).length === 2,
      20_000,
    );
  });

  it('a rejection leaves the decision and its reason on the applicant’s record', async () => {
    const userId = randomUUID();
    const event: DomainEvent<'identity.user.rejected'> = {
      id: randomUUID(),
      name: 'identity.user.rejected',
      occurredAt: new Date().toISOString(),
      payload: { userId, firstName: 'Rechazada', reason: 'Datos incompletos', rejectedBy: randomUUID() },
    };
    await boss.send(eventQueueName('progress', event.name), event);
    await eventually(
      async () =>
        (
          await sql<{ message: string }>(
            stack,
            'SELECT message FROM progress.notifications WHERE user_id = $1',
            [userId],
          )
        ).some((row) => row.message.includes('Datos incompletos')),
      20_000,
    );
  });

  it('a sign-up with a taken e-mail notifies its owner once, even delivered twice', async () => {
    const userId = randomUUID();
    const event: DomainEvent<'identity.user.registration-attempted'> = {
      id: randomUUID(),
      name: 'identity.user.registration-attempted',
      occurredAt: new Date().toISOString(),
      payload: { userId, firstName: 'Titular' },
    };
    const queue = eventQueueName('progress', event.name);
    const jobs = [await boss.send(queue, event), await boss.send(queue, event)] as string[];
    await eventually(async () => (await jobStates(jobs)).every((state) => state === 'completed'), 20_000);
    const notices = await sql<{ title: string; message: string }>(
      stack,
      'SELECT title, message FROM progress.notifications WHERE user_id = $1',
      [userId],
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Intento de registro con tu correo');
    expect(notices[0]?.message).toMatch(/^Hola Titular, alguien ha intentado crear una cuenta nueva/);
  });
});
