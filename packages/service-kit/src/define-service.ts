import { type DynamicModule, type INestApplication, Module, type Type } from '@nestjs/common';
import { DEFAULT_GATEWAY_PORT, platformPorts, SERVICES } from '@pipcrafters/contracts';
import { EventBusModule } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { bootstrapService, type ServiceBootstrap } from './bootstrap';
import { DatabaseEnv } from './config';
import { CoreModule } from './core.module';
import { databasePool, dataSourcePool, type ServiceDatabase } from './database';
import { readRequests } from './input-safety';
import { publishOpenApi } from './openapi/document';
import { ServiceClient } from './service-client';
import { SharedReads } from './shared-reads';

type ModuleImport = Type<unknown> | DynamicModule;

export interface ServiceSpec<T extends DatabaseEnv> {
  /** A row of SERVICES (packages/contracts/src/platform.json): also the PostgreSQL schema and the log name. */
  name: string;
  /** The validated environment; injectable everywhere by this class. Defaults to DatabaseEnv. */
  env?: new () => T;
  /** The service's feature modules (their controllers and providers). */
  modules: ModuleImport[] | ((config: T) => ModuleImport[]);
  entities: ServiceDatabase['entities'];
  migrations: ServiceDatabase['migrations'];
  /** PostgreSQL channels the service's pool LISTENs to, heard through `poolNotifications` (pool-notifications.ts). */
  listen?: readonly string[];
  /** Extra work on the app before it listens (middleware such as cookie-parser). */
  configure?: (app: INestApplication, config: T) => Promise<void> | void;
}

export interface DefinedService<T extends DatabaseEnv> extends ServiceBootstrap<T> {
  database: (config: T) => ServiceDatabase & { url: string };
  module: (config: T) => DynamicModule;
  /** Validates the environment, migrates and listens: the whole of a service's `main.ts`. */
  start(): Promise<INestApplication>;
}

/** The port a service listens on when PORT is not set: the one the table gives it for the default gateway port. */
export function defaultServicePort(name: string): number {
  const port = platformPorts(DEFAULT_GATEWAY_PORT).services[name];
  if (port === undefined) {
    throw new Error(`"${name}" no es un servicio de la tabla (packages/contracts/src/platform.json).`);
  }
  return port;
}

/**
 * One service, wired the platform's way: schema = name, port from the table, logs, errors, validation, the
 * gateway-identity guard, health, TypeORM on its own schema, migrations under a lock, the durable event bus and
 * the reads shared while in flight (SharedReads).
 */
export function defineService<T extends DatabaseEnv = DatabaseEnv>(spec: ServiceSpec<T>): DefinedService<T> {
  if (!SERVICES.some((service) => service.name === spec.name)) {
    throw new Error(`"${spec.name}" no es un servicio de la tabla (packages/contracts/src/platform.json).`);
  }
  const envClass = (spec.env ?? DatabaseEnv) as new () => T;
  const database = (config: T): ServiceDatabase & { url: string } => ({
    url: config.DATABASE_URL,
    schema: spec.name,
    entities: spec.entities,
    migrations: spec.migrations,
    pool: databasePool(config),
    listen: spec.listen,
  });

  @Module({})
  class ServiceRootModule {}
  Object.defineProperty(ServiceRootModule, 'name', {
    value: `${spec.name[0]?.toUpperCase()}${spec.name.slice(1)}Module`,
  });

  @Module({})
  class ServiceConfigModule {}

  const module = (config: T): DynamicModule => ({
    module: ServiceRootModule,
    imports: [
      CoreModule.forRoot({
        serviceName: spec.name,
        logLevel: config.LOG_LEVEL,
        internalSecret: config.INTERNAL_SECRET,
        database: database(config),
      }),
      // The bus runs on the service's pool and holds no connection of its own (DEFAULT_POOL, database.ts).
      EventBusModule.forRoot(
        { databaseUrl: config.DATABASE_URL, serviceName: spec.name },
        { inject: DataSource, pool: dataSourcePool },
      ),
      {
        module: ServiceConfigModule,
        global: true,
        providers: [
          { provide: envClass, useValue: config },
          { provide: ServiceClient, useValue: new ServiceClient(spec.name, config.INTERNAL_SECRET) },
          { provide: SharedReads, useValue: new SharedReads() },
        ],
        exports: [envClass, ServiceClient, SharedReads],
      },
      ...(typeof spec.modules === 'function' ? spec.modules(config) : spec.modules),
    ],
  });

  const bootstrap: ServiceBootstrap<T> = {
    name: spec.name,
    env: envClass,
    module,
    database,
    // Bodies are read by `readRequests` alone: JSON only, inspected before anything else sees them.
    nestOptions: { bodyParser: false },
    // Every service publishes its OpenAPI document at /openapi.json (loopback only; the gateway merges them).
    configure: async (app, config) => {
      readRequests(app);
      // A request that may change data stops the sharing of reads in flight (SharedReads) until it is answered.
      app.use(app.get(SharedReads).forgetOnWrites);
      await spec.configure?.(app, config);
      publishOpenApi(app, spec.name);
    },
    defaultPort: defaultServicePort(spec.name),
  };
  return { ...bootstrap, database, module, start: () => bootstrapService(bootstrap) };
}
