import { randomUUID } from 'node:crypto';
import {
  DEMO_STRATEGIES,
  type DomainEvent,
  eventQueueName,
  type Strategy,
  type StrategyVersion,
} from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import { eventually, loginDemo } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { stableUuid } from '@pipcrafters/service-kit';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearerOwner, expectOk, type Owner, published } from '../testing/strategies-api';

const stack = inject('stack');
let boss: PgBoss;
let trader: Owner;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: stack.databaseUrl, schema: EVENT_BUS_SCHEMA, supervise: false });
  await boss.start();
  trader = await bearerOwner(stack, await loginDemo(stack, 'trader'));
});
afterAll(() => boss.stop({ graceful: false }));

const demoIds = () => DEMO_STRATEGIES.map((demo) => stableUuid('demo-strategy', trader.userId, demo.key));

async function demoState() {
  const strategies = await expectOk<Strategy[]>(trader.call('GET', '/api/strategies'));
  const demo = demoIds().map((id) => strategies.find((strategy) => strategy.id === id));
  const versions = [];
  const events = [];
  for (const id of demoIds()) {
    versions.push(await expectOk<StrategyVersion[]>(trader.call('GET', `/api/strategies/${id}/versions`)));
    events.push(await published(stack, 'strategies.strategy.saved', id));
  }
  return { demo, versions, events };
}

describe('the demo trader’s strategies', () => {
  it('are seeded with the ids the journal derives too, one with an earlier version, each one published', async () => {
    await eventually(async () => {
      const strategies = await expectOk<Strategy[]>(trader.call('GET', '/api/strategies'));
      return demoIds().every((id) => strategies.some((strategy) => strategy.id === id));
    }, 20_000);
    const { demo, versions, events } = await demoState();
    const [breakout, pullback] = DEMO_STRATEGIES;
    if (!breakout || !pullback) throw new Error('faltan estrategias de demostración');
    const rule = (key: string, kind: string, index: number) =>
      stableUuid('demo-rule', trader.userId, key, kind, String(index));
    expect(demo[0]).toMatchObject({
      name: breakout.strategy.name,
      status: 'activa',
      version: 2,
      entryRules: breakout.strategy.entryRules.map((text, index) => ({
        id: rule(breakout.key, 'entry', index),
        text,
      })),
      exitRules: breakout.strategy.exitRules.map((text, index) => ({
        id: rule(breakout.key, 'exit', index),
        text,
      })),
      checklist: breakout.strategy.checklist.map((text, index) => ({
        id: rule(breakout.key, 'checklist', index),
        text,
      })),
      risk: breakout.strategy.risk,
    });
    expect(demo[1]).toMatchObject({ name: pullback.strategy.name, status: 'en-prueba', version: 1 });
    expect(versions[0]?.map((version) => [version.version, version.changes])).toEqual([
      [2, ['Descripción', 'Estado', 'Reglas de entrada', 'Riesgo por operación']],
      [1, []],
    ]);
    expect(versions[0]?.[1]?.strategy.entryRules).toEqual(demo[0]?.entryRules.slice(0, 2));
    expect(events.map((list) => list.map((event) => event.strategy?.version))).toEqual([[1, 2], [1]]);
  });

  it('are seeded once: the same event again, or another demo event for the trader, changes nothing', async () => {
    await eventually(async () => (await demoState()).events.flat().length === 3, 20_000);
    const before = await demoState();
    const event: DomainEvent<'identity.demo-account.created'> = {
      id: randomUUID(),
      name: 'identity.demo-account.created',
      occurredAt: new Date().toISOString(),
      payload: { userId: trader.userId, account: 'trader' },
    };
    const queue = eventQueueName('strategies', event.name);
    const jobs = [
      await boss.send(queue, event),
      await boss.send(queue, event),
      await boss.send(queue, { ...event, id: randomUUID() }),
    ] as string[];
    await eventually(async () => {
      const rows = await sql<{ state: string }>(
        stack,
        `SELECT state FROM ${EVENT_BUS_SCHEMA}.job WHERE id = ANY($1::uuid[])`,
        [jobs],
      );
      return rows.length === 3 && rows.every((row) => row.state === 'completed');
    }, 20_000);
    expect(await demoState()).toEqual(before);
  });
});
