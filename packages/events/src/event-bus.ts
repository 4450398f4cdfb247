import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  DOMAIN_EVENT_CONSUMERS,
  type DomainEvent,
  type DomainEventName,
  type DomainEvents,
  eventQueueName,
  REALTIME_QUEUE,
  type UserRealtimeMessage,
} from '@pipcrafters/contracts';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';

export interface EventBusOptions {
  databaseUrl: string;
  /**
   * The service's own pool, whose connections LISTEN for wake-ups as they open (`listenForWakeUps`, pg-pool's
   * `onConnect`): the bus then runs its statements on that pool and holds no connection of its own. Without it the
   * bus keeps one connection for itself (the gateway, which has no pool of its own).
   */
  pool?: pg.Pool;
  /** The service this bus belongs to: it reads the queues named after it. */
  serviceName: string;
  /** How often an idle worker looks for new jobs; publishing in the same process also wakes workers at once. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

/**
 * Workers poll (every second or so) as a safety net; a NOTIFY on this channel, sent inside the producer's
 * transaction and so delivered only when it commits, wakes the queue's workers at once.
 */
const WAKE_CHANNEL = 'pipcrafters_events';

/** The schema pg-boss keeps its queues in: the bus is shared infrastructure, not any one service's data. */
export const EVENT_BUS_SCHEMA = 'events';

/**
 * A failed handler is retried with exponential back-off (about 17 minutes in all), then dead-lettered. A job taken
 * by a process that died before recording its outcome is retried once it expires (pg-boss's default is 15 minutes;
 * handlers are one short transaction).
 */
const DOMAIN_QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  retentionDays: 14,
} as const;
/** A realtime push nobody delivered within a few minutes is stale: the page reads the data on load anyway. */
const REALTIME_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: false,
  expireInSeconds: 30,
  retentionMinutes: 5,
} as const;

/** Waits before recording a job's outcome again while the database is away: 0.25 s doubling up to 5 s. */
const SETTLE_RETRY_MS = { first: 250, max: 5000 } as const;

interface Worker {
  /** Ends the worker's idle wait at once (a NOTIFY, or the bus stopping). */
  wake(): void;
  done: Promise<void>;
}

const noop = () => undefined;

/** A connection kept for publishing only (no worker listens in this process) closes after this long unused. */
const IDLE_CLOSE_MS = 10_000;

/** Wake-ups received on any connection of a service's pool (listenForWakeUps), for the buses of this process. */
const poolWakeUps = new EventEmitter().setMaxListeners(0);

/**
 * pg-pool's `onConnect` for a service's pool: the new connection LISTENs for the bus's wake-ups before it serves
 * anything, and hands each to the process's buses. Every connection of the pool listens, so the connection the pool
 * keeps open (its `min`) is both the one that hears wake-ups and a warm connection for the service's first request;
 * a NOTIFY heard on several open connections wakes a worker several times, which costs at most one empty fetch.
 */
export async function listenForWakeUps(client: pg.ClientBase): Promise<void> {
  client.on('notification', (message) => {
    if (message.channel === WAKE_CHANNEL) poolWakeUps.emit('wake', message.payload ?? '');
  });
  await client.query(`LISTEN ${WAKE_CHANNEL}`);
}

/** What the bus runs its statements on: its own connection, or the service's pool. */
interface BusChannel {
  readonly db: PgBoss.Db;
  /** From now on wake-ups reach this process (the first worker asks for it). */
  listen(): void;
  close(): Promise<void>;
}

/**
 * The bus on the service's pool: its statements one at a time, in the order asked, so the workers' polls (one per
 * queue, every couple of seconds) take one of the pool's connections at a time (the one it keeps open) instead of
 * opening others that its idle timeout would close again a second later. A statement that fails gives its
 * connection up (pg-pool's `query`), so one failing inside pg-boss's "BEGIN; …; COMMIT" never goes back to the
 * service in an aborted transaction. The pool is the service's to end.
 */
class PoolChannel implements BusChannel {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly onWake: (payload: string) => void,
  ) {
    poolWakeUps.on('wake', onWake);
  }

  readonly db: PgBoss.Db = {
    executeSql: (text: string, values?: unknown[]) => {
      const result = this.queue.then(() => this.pool.query(text, values));
      this.queue = result.then(noop, noop);
      return result;
    },
  };

  listen(): void {}

  async close(): Promise<void> {
    poolWakeUps.off('wake', this.onWake);
    await this.queue;
  }
}

/**
 * The bus's own connection, where it is given no pool (the gateway): pg-boss's statements (fetching and recording
 * jobs, its upkeep; publishing runs on the caller's transaction) and the LISTEN for wake-ups share it, so a process
 * holds one PostgreSQL backend for its events instead of two (each backend costs 12–20 MB of resident memory).
 * pg-boss's statements are single and short and were already serialised on a pool of one. If the connection drops,
 * the next statement opens it again and a listening one comes back by itself; meanwhile workers go on polling and
 * outcomes are retried.
 */
class BusConnection implements BusChannel {
  private client: pg.Client | undefined;
  private opening: Promise<pg.Client> | undefined;
  private listening = false;
  private closed = false;
  private failing = false;
  private retry: NodeJS.Timeout | undefined;
  private idle: NodeJS.Timeout | undefined;
  /** The end of the statements asked so far: the next one starts after it. */
  private queue: Promise<void> = Promise.resolve();
  /** The connection that LISTENs for wake-ups, once one does. */
  private listenedOn: pg.Client | undefined;

  constructor(
    private readonly options: {
      databaseUrl: string;
      applicationName: string;
      onNotification: (payload: string) => void;
      onError?: (error: Error) => void;
    },
  ) {}

  /** What pg-boss runs its statements on (its `db` option). */
  readonly db: PgBoss.Db = {
    executeSql: (text: string, values?: unknown[]) => this.serially((client) => client.query(text, values)),
  };

  /** One statement at a time, in the order asked (node-postgres is dropping its own queue on a client). */
  private serially<T>(statement: (client: pg.Client) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const client = await this.open();
      clearTimeout(this.idle);
      try {
        return await statement(client);
      } catch (error) {
        // As a pool does with a client whose statement failed: the connection goes, and the next statement gets a
        // fresh one. pg-boss sends transactions as one text ("BEGIN; …; COMMIT"), so a statement failing inside
        // one would leave this connection in an aborted transaction, refusing everything after it.
        this.drop(client);
        throw error;
      } finally {
        if (!this.listening) this.idle = setTimeout(() => this.drop(client), IDLE_CLOSE_MS).unref();
      }
    });
    this.queue = result.then(noop, noop);
    return result;
  }

  /** From now on the connection LISTENs for wake-ups (the first worker of the process asks for it). */
  listen(): void {
    if (this.listening) return;
    this.listening = true;
    clearTimeout(this.idle);
    // On the open connection, after the statements already asked; a new connection LISTENs as it opens.
    this.serially(async (client) => {
      if (this.listenedOn !== client) await client.query(`LISTEN ${WAKE_CHANNEL}`);
      this.listenedOn = client;
    }).catch(noop);
  }

  private open(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('El bus de eventos está detenido.'));
    if (this.client) return Promise.resolve(this.client);
    this.opening ??= this.connect().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: this.options.applicationName,
    });
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client));
    client.on('notification', (message) => this.options.onNotification(message.payload ?? ''));
    try {
      await client.connect();
      if (this.listening) {
        await client.query(`LISTEN ${WAKE_CHANNEL}`);
        this.listenedOn = client;
      }
    } catch (error) {
      client.end().catch(() => undefined);
      this.report(error as Error);
      this.comeBackLater();
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('El bus de eventos está detenido.');
    }
    this.client = client;
    this.failing = false;
    return client;
  }

  /** One report per outage, not one a second while PostgreSQL is away. */
  private report(error: Error): void {
    if (!this.failing) this.options.onError?.(error);
    this.failing = true;
  }

  private drop(client: pg.Client, error?: Error): void {
    if (error) this.report(error);
    if (this.client === client) this.client = undefined;
    client.end().catch(() => undefined);
    this.comeBackLater();
  }

  /** A listening connection is opened again a second later, so wake-ups resume without waiting for a statement. */
  private comeBackLater(): void {
    if (!this.listening || this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.client) this.open().catch(() => undefined);
    }, 1000);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearTimeout(this.idle);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

function deadLetterName(queue: string): string {
  return `${queue}.dead`;
}

/** pg-boss runs its SQL on the caller's transaction: the job exists only if the business change commits. */
function transactionExecutor(manager: EntityManager): PgBoss.Db {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    throw new Error('Un evento se publica dentro de la transacción del cambio que lo produce.');
  }
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const result = await runner.query(text, values, true);
      return { rows: result.records };
    },
  };
}

/**
 * Durable events between services, carried by PostgreSQL through pg-boss: one queue per consumer and event
 * (DOMAIN_EVENT_CONSUMERS), retries with back-off, a dead-letter queue, and a realtime queue the gateways drain.
 */
export class EventBus {
  private readonly boss: PgBoss;
  private readonly connection: BusChannel;
  private started = false;
  /** This process's workers by queue, woken by a NOTIFY on the bus's connection. */
  private readonly workers = new Map<string, Worker[]>();

  constructor(private readonly options: EventBusOptions) {
    const onNotification = (queue: string) => {
      for (const worker of this.workers.get(queue) ?? []) worker.wake();
    };
    this.connection = options.pool
      ? new PoolChannel(options.pool, onNotification)
      : new BusConnection({
          databaseUrl: options.databaseUrl,
          applicationName: `pipcrafters-${options.serviceName}-events`,
          onNotification,
          onError: options.onError,
        });
    this.boss = new PgBoss({
      db: this.connection.db,
      schema: EVENT_BUS_SCHEMA,
      schedule: false,
    });
    this.boss.on('error', (error) => options.onError?.(error));
  }

  /** Creates the bus schema (under pg-boss's own lock) and every queue, so no event is ever sent to a missing one. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.withQueueLock(async () => {
      // pg-boss's own schema creation, under the same lock: at the platform's first start, processes on their
      // pools' connections lost pg-boss's race with a unique violation it does not expect (it expects "already
      // exists") about one start in three, and the service stopped.
      await this.boss.start();
      this.started = true;
      const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
      // Queues created by an earlier version take this version's options too (their expiry, for one).
      const create = async (name: string, options: Omit<PgBoss.Queue, 'name'>) => {
        if (!existing.has(name)) await this.boss.createQueue(name, { name, ...options });
        else await this.boss.updateQueue(name, { name, ...options });
      };
      for (const [event, consumers] of Object.entries(DOMAIN_EVENT_CONSUMERS)) {
        for (const consumer of consumers) {
          const queue = eventQueueName(consumer, event as DomainEventName);
          await create(deadLetterName(queue), { retentionDays: 14 });
          await create(queue, { ...DOMAIN_QUEUE_OPTIONS, deadLetter: deadLetterName(queue) });
        }
      }
      await create(REALTIME_QUEUE, REALTIME_QUEUE_OPTIONS);
    });
  }

  /**
   * Creating a queue attaches a partition to pg-boss's job table; two services doing it at the same moment
   * deadlock, so every process creates its queues one at a time under a PostgreSQL advisory lock.
   */
  private async withQueueLock(work: () => Promise<void>): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('error', (error) => this.options.onError?.(error));
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [`pipcrafters:${EVENT_BUS_SCHEMA}:queues`]);
      await work();
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    const workers = [...this.workers.values()].flat();
    for (const worker of workers) worker.wake();
    // A job still in its handler after 5 s is left to expire and be retried.
    await Promise.race([
      Promise.all(workers.map((worker) => worker.done)),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ]);
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
    await this.connection.close();
  }

  /**
   * Publishes an event inside the transaction of the change it reports (transactional outbox): a rolled-back
   * change publishes nothing, a committed one is delivered even if its consumers are down right now.
   */
  async publish<N extends DomainEventName>(
    manager: EntityManager,
    name: N,
    payload: DomainEvents[N],
    /** When it happened, if not now (a history recorded after the fact, such as the demo trader's). */
    occurredAt: Date = new Date(),
  ): Promise<DomainEvent<N>> {
    const event: DomainEvent<N> = { id: randomUUID(), name, occurredAt: occurredAt.toISOString(), payload };
    const db = transactionExecutor(manager);
    for (const consumer of DOMAIN_EVENT_CONSUMERS[name]) {
      const queue = eventQueueName(consumer, name);
      const id = await this.boss.send(queue, event, { db });
      if (!id) throw new Error(`No se pudo encolar el evento ${name} para ${consumer}.`);
      await wake(db, queue);
    }
    return event;
  }

  /**
   * Handles this service's share of an event. A handler that throws is retried; handlers must be idempotent
   * (see `claimEvent`), since a job can run again after a crash between the work and its completion.
   */
  async consume<N extends DomainEventName>(
    name: N,
    handler: (event: DomainEvent<N>) => Promise<unknown>,
  ): Promise<void> {
    const queue = eventQueueName(this.options.serviceName, name);
    if (!DOMAIN_EVENT_CONSUMERS[name].includes(this.options.serviceName)) {
      throw new Error(
        `${this.options.serviceName} no figura como consumidor de ${name} (DOMAIN_EVENT_CONSUMERS).`,
      );
    }
    // Two workers on one queue would split its events between two handlers, each seeing only some of them.
    if (this.workers.has(queue)) {
      throw new Error(
        `${this.options.serviceName} ya tiene un consumidor de ${name}: un servicio lo consume en un solo sitio.`,
      );
    }
    this.startWorker<DomainEvent<N>>(queue, 1, handler);
  }

  /** Queues a user-scoped realtime message for the gateways; it leaves only if `manager`'s transaction commits. */
  async sendRealtime(message: UserRealtimeMessage, manager: EntityManager): Promise<void> {
    const db = transactionExecutor(manager);
    await this.boss.send(REALTIME_QUEUE, message, { db });
    await wake(db, REALTIME_QUEUE);
  }

  /** Delivers realtime messages (the gateways): every message is handled by exactly one gateway instance. */
  async workRealtime(handler: (message: UserRealtimeMessage) => Promise<void>): Promise<void> {
    this.startWorker<UserRealtimeMessage>(REALTIME_QUEUE, 20, handler);
  }

  /**
   * One worker on a queue: takes up to `batchSize` jobs, runs the handler on each and records each outcome,
   * then waits for a NOTIFY or the polling interval. pg-boss's own `work()` does not wait for that record, so
   * a database that went away at that moment was an unhandled rejection that ended the process; here the record
   * is retried until the database answers again, and the worker simply goes on polling through an outage.
   */
  private startWorker<T>(queue: string, batchSize: number, handler: (data: T) => Promise<unknown>): void {
    if (!this.started) throw new Error('El bus de eventos no está en marcha: start() antes de consumir.');
    const pollingMs = (this.options.pollingIntervalSeconds ?? 2) * 1000;
    let wakeUp: (() => void) | undefined;
    let woken = false;
    const worker: Worker = {
      wake: () => {
        woken = true;
        wakeUp?.();
      },
      done: Promise.resolve(),
    };
    const idle = () =>
      new Promise<void>((resolve) => {
        if (woken || !this.started) return resolve();
        const timer = setTimeout(finish, pollingMs);
        wakeUp = finish;
        function finish() {
          clearTimeout(timer);
          resolve();
        }
      });
    worker.done = (async () => {
      while (this.started) {
        woken = false;
        const jobs = await this.boss.fetch<T>(queue, { batchSize }).catch((error: Error) => {
          this.options.onError?.(error);
          return [];
        });
        for (const job of jobs) {
          const failure = await handler(job.data).then(
            () => undefined,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          );
          await this.settle(queue, job.id, failure);
        }
        if (jobs.length === 0) await idle();
      }
    })();
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), worker]);
    this.connection.listen();
  }

  /** Completes or fails a job, trying again while the database is away (unless the bus stops: it then expires). */
  private async settle(queue: string, id: string, failure: Error | undefined): Promise<void> {
    for (let wait: number = SETTLE_RETRY_MS.first; ; wait = Math.min(wait * 2, SETTLE_RETRY_MS.max)) {
      try {
        if (failure) await this.boss.fail(queue, id, { message: failure.message, stack: failure.stack });
        else await this.boss.complete(queue, id);
        return;
      } catch (error) {
        if (wait === SETTLE_RETRY_MS.first) this.options.onError?.(error as Error);
        if (!this.started) return;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }
}

/** NOTIFY inside the sender's transaction: PostgreSQL delivers it only if that transaction commits. */
async function wake(db: PgBoss.Db, queue: string): Promise<void> {
  await db.executeSql('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, queue]);
}
