import type { DynamicModule, INestApplication, NestApplicationOptions, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { type BaseEnv, ConfigError, loadConfig } from './config';
import { migrate, type ServiceDatabase } from './database';

export interface ServiceBootstrap<T extends BaseEnv> {
  name: string;
  env: new () => T;
  module: (config: T) => DynamicModule | Type<unknown>;
  /** Migrations to run (under an advisory lock) before the service accepts traffic. */
  database?: (config: T) => ServiceDatabase & { url: string };
  /** Extra work on the app before it listens (middleware, seeding...). */
  configure?: (app: INestApplication, config: T) => Promise<void> | void;
  /** Options for NestFactory.create (e.g. `bodyParser: false` for the gateway, which streams bodies). */
  nestOptions?: NestApplicationOptions;
  /** PORT when the environment gives none (a service's comes from the table). */
  defaultPort?: number;
}

/** Validates the environment, migrates, and starts a NestJS service; a bad configuration stops the process. */
export async function bootstrapService<T extends BaseEnv>(
  spec: ServiceBootstrap<T>,
): Promise<INestApplication> {
  let config: T;
  try {
    const env = { ...process.env };
    if (!env.PORT && spec.defaultPort) env.PORT = String(spec.defaultPort);
    config = loadConfig(spec.env, spec.name, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (spec.database) {
    const { url, ...database } = spec.database(config);
    await migrate(url, database);
  }
  const app = await NestFactory.create(spec.module(config), { ...spec.nestOptions, bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const http = app.getHttpAdapter().getInstance() as { disable?: (setting: string) => void };
  http.disable?.('x-powered-by');
  await spec.configure?.(app, config);
  await app.listen(config.PORT, config.HOST);
  // Started by the platform launcher (npm start, the tests) over an IPC channel: end with the launcher, even when it
  // is killed outright and cannot stop its children.
  if (process.send) process.once('disconnect', () => void app.close().finally(() => process.exit(0)));
  app.get(Logger).log(`${spec.name} escuchando en http://${config.HOST}:${config.PORT}`);
  return app;
}
