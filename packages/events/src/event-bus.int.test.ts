import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '@pipcrafters/contracts';
import { type RunningPostgres, startEmbeddedPostgres } from '@pipcrafters/platform/src/postgres';
import { freePort } from '@pipcrafters/platform/src/processes';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_BUS_SCHEMA, EventBus, listenForWakeUps } from './event-bus';

/**
 * The bus across a PostgreSQL restart, on a cluster of its own (the shared test database is never stopped): a job
 * whose handler was running when the server went away is recorded once it is back, without the process dying,
 * and an event published before the outage is delivered after it.
 */
let dataDir: string;
let postgres: RunningPostgres;
let publisher: DataSource;
let bus: EventBus | undefined;
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pipcrafters-events-'));
  postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  publisher = new DataSource({ type: 'postgres', url: postgres.url, extra: { max: 2 } });
  await publisher.initialize();
  process.on('unhandledRejection', recordUnhandled);
}, 120_000);

afterAll(async () => {
  process.off('unhandledRejection', recordUnhandled);
  await bus?.stop();
  await publisher?.destroy().catch(() => undefined);
  await postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function approval(): DomainEvent<'identity.user.approved'>['payload'] {
  return { userId: randomUUID(), firstName: 'Prueba', approvedBy: null };
}

async function publish(bus: EventBus): Promise<string> {
  const payload = approval();
  await publisher.transaction((manager) => bus.publish(manager, 'identity.user.approved', payload));
  return payload.userId;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await Promise.resolve()
      .then(check)
      .catch(() => false);
    if (done) return;
    if (Date.now() > deadline) throw new Error(`no se cumplió en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('EventBus across a PostgreSQL restart', () => {
  it('records the outcome of a job whose handler outlived the connection, and delivers what was queued before', async () => {
    const errors: Error[] = [];
    const started = new EventBus({
      databaseUrl: postgres.url,
      serviceName: 'progress',
      pollingIntervalSeconds: 1,
      onError: (error) => errors.push(error),
    });
    bus = started;
    await started.start();

    const handled: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    await started.consume('identity.user.approved', async (event) => {
      if (handled.length === 0) {
        entered();
        await gate;
      }
      handled.push(event.payload.userId);
    });

    const first = await publish(started);
    const second = await publish(started);
    await inHandler;

    // PostgreSQL stops (fast shutdown) while the first handler runs; the handler then succeeds.
    process.kill(postgres.pid as number, 'SIGINT');
    await postgres.exited;
    release();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(unhandled).toEqual([]);

    postgres = await postgres.restart();
    await until(() => handled.length === 2, 20_000);
    expect(handled).toEqual([first, second]);

    // Both jobs end completed: the first one's completion was recorded once the database was back.
    const states = (): Promise<{ state: string; count: number }[]> =>
      publisher.query(
        `SELECT state, count(*)::int AS count FROM ${EVENT_BUS_SCHEMA}.job
         WHERE name = 'progress.identity.user.approved' GROUP BY state`,
      );
    await until(async () => (await states())[0]?.count === 2, 15_000).catch(() => undefined);
    expect(await states()).toEqual([{ state: 'completed', count: 2 }]);
    expect(unhandled).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);

    // A second handler for the same event in the same service would receive only some of its events: refused.
    await expect(started.consume('identity.user.approved', async () => undefined)).rejects.toThrow(
      'progress ya tiene un consumidor de identity.user.approved',
    );
  }, 60_000);
});

describe('EventBus connections', () => {
  it('holds one connection per process for its statements and its wake-ups, which still come at once', async () => {
    const errors: Error[] = [];
    // The earlier test's bus would share the queue's events: this one is the only consumer.
    await bus?.stop();
    bus = undefined;
    // A polling interval far longer than the test: only a NOTIFY on the shared connection can deliver in time.
    const listening = new EventBus({
      databaseUrl: postgres.url,
      serviceName: 'progress',
      pollingIntervalSeconds: 60,
      onError: (error) => errors.push(error),
    });
    await listening.start();
    const handled: string[] = [];
    try {
      await listening.consume('identity.user.approved', async (event) => {
        handled.push(event.payload.userId);
      });
      const connections = async (): Promise<number> => {
        const rows: { count: number }[] = await publisher.query(
          `SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name LIKE 'pipcrafters-progress-events%'`,
        );
        return rows[0]?.count ?? 0;
      };
      // The worker's first fetch found nothing; give it a moment to be waiting on its (long) poll.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await connections()).toBe(1);

      const sent = Date.now();
      const userId = await publish(listening);
      await until(() => handled.includes(userId), 5_000);
      expect(Date.now() - sent).toBeLessThan(5_000);
      expect(await connections()).toBe(1);

      // Dropped by the server, the connection comes back by itself and wake-ups resume.
      await publisher.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'pipcrafters-progress-events'`,
      );
      await until(() => errors.length > 0, 5_000);
      await until(async () => (await connections()) === 1, 5_000);
      const again = await publish(listening);
      await until(() => handled.includes(again), 5_000);
      expect(unhandled).toEqual([]);
    } finally {
      await listening.stop();
    }
  }, 30_000);
});

describe('EventBus on a service’s pool', () => {
  it('holds no connection of its own: the pool’s kept connection hears the wake-ups, even after it was dropped', async () => {
    const errors: Error[] = [];
    // As a service's pool (service-kit's DEFAULT_POOL): one connection kept, the others closed after 1 s idle.
    const pool = new pg.Pool({
      connectionString: postgres.url,
      max: 3,
      min: 1,
      idleTimeoutMillis: 1_000,
      application_name: 'pipcrafters-progress',
      onConnect: listenForWakeUps,
    } as pg.PoolConfig);
    pool.on('error', () => undefined);
    // A polling interval far longer than the wait: only a wake-up heard on the pool can deliver in time.
    const onPool = new EventBus({
      databaseUrl: postgres.url,
      serviceName: 'progress',
      pool,
      pollingIntervalSeconds: 60,
      onError: (error) => errors.push(error),
    });
    const handled: string[] = [];
    const connections = async (name: string): Promise<number> => {
      const rows: { count: number }[] = await publisher.query(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      return rows[0]?.count ?? 0;
    };
    try {
      await onPool.start();
      await onPool.consume('identity.user.approved', async (event) => {
        handled.push(event.payload.userId);
      });
      // Three requests at once open the pool's three connections; 1 s later only the kept one is left.
      await Promise.all([1, 2, 3].map(() => pool.query('SELECT pg_sleep(0.05)')));
      expect(await connections('pipcrafters-progress')).toBe(3);
      await until(async () => (await connections('pipcrafters-progress')) === 1, 5_000);
      expect(await connections('pipcrafters-progress-events')).toBe(0);

      const userId = await publish(onPool);
      await until(() => handled.includes(userId), 5_000);
      expect(await connections('pipcrafters-progress')).toBe(1);

      // Dropped by the server, the kept connection is gone until the pool is used again: the service's next
      // request (here, a query) opens one that listens as it opens, and wake-ups resume.
      await publisher.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'pipcrafters-progress'`,
      );
      await until(async () => (await connections('pipcrafters-progress')) === 0, 5_000);
      await pool.query('SELECT 1');
      const again = await publish(onPool);
      await until(() => handled.includes(again), 5_000);
      expect(unhandled).toEqual([]);
    } finally {
      await onPool.stop();
      await pool.end();
    }
    // Stopping the bus leaves the pool to its owner: it ended cleanly above, after the bus.
    expect(errors.filter((error) => !/terminat/i.test(error.message))).toEqual([]);
  }, 30_000);
});

describe('EventBus start-up', () => {
  it('starts in several processes at once on a database without the bus schema (the platform’s first start)', async () => {
    await publisher.query('CREATE DATABASE bus_race');
    const url = postgres.url.replace(/\/[^/]+$/, '/bus_race');
    const errors: Error[] = [];
    const buses = ['identity', 'progress', 'journal', 'learning', 'finance', 'community'].map(
      (serviceName) =>
        new EventBus({ databaseUrl: url, serviceName, onError: (error) => errors.push(error) }),
    );
    try {
      // pg-boss lets all but one lose the race to create its schema and carries on: each bus must too.
      await Promise.all(buses.map((each) => each.start()));
      const race = new DataSource({ type: 'postgres', url, extra: { max: 1 } });
      await race.initialize();
      try {
        const queues: { count: number }[] = await race.query(
          `SELECT count(*)::int AS count FROM ${EVENT_BUS_SCHEMA}.queue`,
        );
        expect(queues[0]?.count).toBeGreaterThan(0);
      } finally {
        await race.destroy();
      }
      expect(unhandled).toEqual([]);
    } finally {
      await Promise.all(buses.map((each) => each.stop()));
    }
  }, 60_000);

  it('starts as well on the services’ pools, and leaves their connections usable', async () => {
    await publisher.query('CREATE DATABASE bus_race_pools');
    const url = postgres.url.replace(/\/[^/]+$/, '/bus_race_pools');
    const errors: Error[] = [];
    const pools = ['identity', 'progress', 'journal', 'learning', 'finance', 'community'].map(
      (serviceName) => {
        // One connection, as a quiet service has: the one the bus's statements ran on is the one a request gets.
        const pool = new pg.Pool({
          connectionString: url,
          max: 1,
          min: 1,
          application_name: `pipcrafters-${serviceName}`,
          onConnect: listenForWakeUps,
        } as pg.PoolConfig);
        pool.on('error', () => undefined);
        return { serviceName, pool };
      },
    );
    const buses = pools.map(
      ({ serviceName, pool }) =>
        new EventBus({ databaseUrl: url, serviceName, pool, onError: (error) => errors.push(error) }),
    );
    try {
      await Promise.all(buses.map((each) => each.start()));
      // Every bus started, and a connection its statements ran on answers the service's next query.
      const answers = await Promise.all(
        pools.map(({ pool }) =>
          pool.query<{ one: number }>('SELECT 1 AS one').then((result) => result.rows[0]?.one),
        ),
      );
      expect(answers).toEqual(pools.map(() => 1));
      expect(unhandled).toEqual([]);
    } finally {
      await Promise.all(buses.map((each) => each.stop()));
      await Promise.all(pools.map(({ pool }) => pool.end()));
    }
  }, 60_000);
});
