import { randomUUID } from 'node:crypto';
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
  /** The service this bus belongs to: it reads the queues named after it. */
  serviceName: string;
  /**
   * Connections the bus may hold (its own pool, apart from TypeORM's). Its statements are single and short (fetch a
   * batch, complete a job: publishing runs on the caller's transaction), so one connection serves every worker of
   * the process; each PostgreSQL backend costs about 17 MB of resident memory.
   */
  poolSize?: number;
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
  private started = false;
  /** This process's workers by queue, woken by the wake-up listener. */
  private readonly workers = new Map<string, Worker[]>();
  private listener: pg.Client | undefined;
  private listenerRetry: NodeJS.Timeout | undefined;
  private listenerFailing = false;

  constructor(private readonly options: EventBusOptions) {
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: EVENT_BUS_SCHEMA,
      max: options.poolSize ?? 1,
      application_name: `pipcrafters-${options.serviceName}-events`,
      schedule: false,
    });
    this.boss.on('error', (error) => options.onError?.(error));
  }

  /** Creates the bus schema (under pg-boss's own lock) and every queue, so no event is ever sent to a missing one. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    await this.withQueueLock(async () => {
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
    clearTimeout(this.listenerRetry);
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
    const workers = [...this.workers.values()].flat();
    for (const worker of workers) worker.wake();
    // A job still in its handler after 5 s is left to expire and be retried.
    await Promise.race([
      Promise.all(workers.map((worker) => worker.done)),
      new Promise((resolve) => setTimeout(resolve, 5000).unref()),
    ]);
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
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
    if (!this.listener) void this.listen();
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

  /** One LISTEN connection per process; if it drops, polling carries on and the listener comes back. */
  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: `pipcrafters-${this.options.serviceName}-events-wake`,
    });
    this.listener = client;
    const reconnect = (error?: Error) => {
      // One report per outage, not one a second while PostgreSQL is away.
      if (error && !this.listenerFailing) this.options.onError?.(error);
      if (error) this.listenerFailing = true;
      if (this.listener !== client || !this.started) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      this.listenerRetry = setTimeout(() => void this.listen().catch(reconnect), 1000);
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    client.on('notification', (message) => {
      for (const worker of this.workers.get(message.payload ?? '') ?? []) worker.wake();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${WAKE_CHANNEL}`);
      this.listenerFailing = false;
    } catch (error) {
      reconnect(error as Error);
    }
  }
}

/** NOTIFY inside the sender's transaction: PostgreSQL delivers it only if that transaction commits. */
async function wake(db: PgBoss.Db, queue: string): Promise<void> {
  await db.executeSql('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, queue]);
}
