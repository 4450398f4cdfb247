import { createHash } from 'node:crypto';
import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import type pg from 'pg';
import {
  DataSource,
  type DataSourceOptions,
  type EntityManager,
  type EntitySchema,
  type MixedList,
} from 'typeorm';
import { DATABASE_CONNECT_TIMEOUT_MS } from './database-unavailable';
import { poolNotifications } from './pool-notifications';

export interface ServiceDatabase {
  /** The PostgreSQL schema the service owns; it never reads another service's schema. */
  schema: string;
  // biome-ignore lint/complexity/noBannedTypes: TypeORM's own type for entity classes.
  entities: MixedList<Function | string | EntitySchema>;
  // biome-ignore lint/complexity/noBannedTypes: TypeORM's own type for migration classes.
  migrations: MixedList<Function | string>;
  /** The TypeORM pool's size and idle rule; DEFAULT_POOL where not given. */
  pool?: Partial<DatabasePool>;
  /** Channels every connection of the pool LISTENs to besides the bus's, heard through `poolNotifications`. */
  listen?: readonly string[];
}

/** node-postgres' pool settings the platform tunes (pg-pool: `max`, `min`, `idleTimeoutMillis`). */
export interface DatabasePool {
  max: number;
  min: number;
  idleTimeoutMillis: number;
}

/**
 * Each connection is a PostgreSQL backend of about 12 MB of its own plus every page of shared_buffers it touches, so
 * the pools decide the platform's memory under load. Three connections serve a flooded service about as well as five
 * on two cores (the queries compete for the same two cores either way) and hold two backends fewer; idle ones close
 * after a second, so a service that was busy a moment ago does not keep its backends while the next one is busy.
 * Pools of 3 closing after 1 s took the platform's peak under load from 1,926 to 1,736 MB (PostgreSQL 37 → 28
 * processes), closing after 1 s alone to 1,892 MB (README, Benchmark, "Memory, fifth pass").
 *
 * One connection stays open: the event bus runs on this pool and every connection LISTENs for its wake-ups
 * (`listenForWakeUps`), so the backend the bus used to keep for itself is now the pool's, and the first request
 * after a quiet moment finds a warm connection instead of opening one (a new backend, its authentication and cold
 * catalog caches: 20–35 ms on this machine's two cores, more when a crowd arrives at once). The same number of
 * backends at rest, one fewer in a busy service (README, Benchmark, "Tenth pass").
 */
export const DEFAULT_POOL: DatabasePool = { max: 3, min: 1, idleTimeoutMillis: 1_000 };

/** The pool a service's environment asks for (DB_POOL_MAX, DB_POOL_MIN, DB_POOL_IDLE_MS), over DEFAULT_POOL. */
export function databasePool(env: {
  DB_POOL_MAX?: number;
  DB_POOL_MIN?: number;
  DB_POOL_IDLE_MS?: number;
}): DatabasePool {
  const max = env.DB_POOL_MAX ?? DEFAULT_POOL.max;
  return {
    max,
    min: Math.min(env.DB_POOL_MIN ?? DEFAULT_POOL.min, max),
    idleTimeoutMillis: env.DB_POOL_IDLE_MS ?? DEFAULT_POOL.idleTimeoutMillis,
  };
}

/** node-postgres' pool under a DataSource made from dataSourceOptions (what the event bus runs on). */
export function dataSourcePool(dataSource: DataSource): pg.Pool {
  const pool = (dataSource.driver as unknown as { master?: pg.Pool }).master;
  if (!pool) throw new Error('La fuente de datos no tiene pool: inicialízala antes.');
  return pool;
}

export function dataSourceOptions(url: string, database: ServiceDatabase): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: database.schema,
    entities: database.entities,
    migrations: database.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // A new connection that takes longer fails, so a request answers 503 instead of hanging (database-unavailable.ts).
    connectTimeoutMS: DATABASE_CONNECT_TIMEOUT_MS,
    extra: {
      ...DEFAULT_POOL,
      ...database.pool,
      application_name: `pipcrafters-${database.schema}`,
      // Every connection hears the event bus's wake-ups (the bus runs on this pool: define-service.ts), and the
      // service's own channels (pool-notifications.ts).
      onConnect: poolNotifications.onConnect(database.listen ?? []),
    },
  };
}

export function typeOrmOptions(url: string, database: ServiceDatabase): TypeOrmModuleOptions {
  return { ...dataSourceOptions(url, database), retryAttempts: 3, retryDelay: 1000 };
}

function advisoryKey(schema: string): string {
  return createHash('sha256')
    .update(`pipcrafters:migrations:${schema}`)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/**
 * Creates the service's schema and runs its pending migrations, holding a PostgreSQL advisory lock so that
 * several instances starting together never migrate twice.
 */
export async function migrate(url: string, database: ServiceDatabase): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url, database));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  const key = advisoryKey(database.schema);
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${database.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}

/**
 * The rows of a statement, whatever it is: TypeORM answers UPDATE and DELETE with `[rows, count]` through
 * `manager.query`, so the structured result is read instead. Inside a transaction the statement runs on its
 * connection; outside one, on a connection of its own for that statement.
 */
export async function rows<R>(manager: EntityManager, text: string, params: unknown[] = []): Promise<R[]> {
  const own = manager.queryRunner ? undefined : manager.connection.createQueryRunner();
  const runner = manager.queryRunner ?? (own as NonNullable<typeof own>);
  try {
    const result = await runner.query(text, params, true);
    return result.records as R[];
  } finally {
    await own?.release();
  }
}
