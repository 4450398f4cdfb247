import { createHash } from 'node:crypto';
import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import {
  DataSource,
  type DataSourceOptions,
  type EntityManager,
  type EntitySchema,
  type MixedList,
} from 'typeorm';
import { DATABASE_CONNECT_TIMEOUT_MS } from './database-unavailable';

export interface ServiceDatabase {
  /** The PostgreSQL schema the service owns; it never reads another service's schema. */
  schema: string;
  // biome-ignore lint/complexity/noBannedTypes: TypeORM's own type for entity classes.
  entities: MixedList<Function | string | EntitySchema>;
  // biome-ignore lint/complexity/noBannedTypes: TypeORM's own type for migration classes.
  migrations: MixedList<Function | string>;
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
    // Idle connections close after 5 s (pg's default is 10 s): a PostgreSQL backend holds about 17 MB resident.
    extra: { max: 10, idleTimeoutMillis: 5_000, application_name: `pipcrafters-${database.schema}` },
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
