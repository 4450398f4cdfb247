import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ConfigError, DatabaseEnv, loadConfig } from './config';
import { DEFAULT_POOL, databasePool, dataSourceOptions } from './database';

const env = { PORT: '8081', INTERNAL_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://localhost/db' };

describe('databasePool', () => {
  it('is the default pool when the environment says nothing', () => {
    expect(databasePool(loadConfig(DatabaseEnv, 'prueba', env))).toEqual(DEFAULT_POOL);
  });

  it('takes DB_POOL_MAX, DB_POOL_MIN and DB_POOL_IDLE_MS, never more kept than the maximum', () => {
    const config = loadConfig(DatabaseEnv, 'prueba', {
      ...env,
      DB_POOL_MAX: '4',
      DB_POOL_MIN: '6',
      DB_POOL_IDLE_MS: '30000',
    });
    expect(databasePool(config)).toEqual({ max: 4, min: 4, idleTimeoutMillis: 30_000 });
  });

  it('refuses a pool size that is not a positive whole number, in Spanish', () => {
    expect(() => loadConfig(DatabaseEnv, 'prueba', { ...env, DB_POOL_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig(DatabaseEnv, 'prueba', { ...env, DB_POOL_MAX: 'diez' })).toThrow(
      /DB_POOL_MAX debe ser un número entero/,
    );
  });

  it('reaches node-postgres through TypeORM’s extra options', () => {
    const options = dataSourceOptions('postgres://localhost/db', {
      schema: 'prueba',
      entities: [],
      migrations: [],
      pool: { max: 3, min: 1, idleTimeoutMillis: 60_000 },
    });
    expect(options.extra).toMatchObject({ max: 3, min: 1, idleTimeoutMillis: 60_000 });
  });
});
