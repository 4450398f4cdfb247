import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { platformPorts, SERVICES, type ServiceDefinition, serviceUrlVariable } from '@pipcrafters/contracts';
import { GATEWAY_ENTRY, ROOT, serviceEntry } from './paths.js';
import { type RunningPostgres, startEmbeddedPostgres } from './postgres.js';
import {
  assertPortFree,
  type Echo,
  freePort,
  type ManagedProcess,
  startNodeProcess,
  waitForHttp,
} from './processes.js';
import { loadOrCreateSecrets, type PlatformSecrets } from './secrets.js';

export interface PlatformOptions {
  /** Holds the embedded cluster (pg/), the generated secrets and the logs. */
  dataDir: string;
  gatewayPort: number;
  /** An external PostgreSQL; when absent an embedded one is started. */
  databaseUrl?: string;
  /** Keep the embedded cluster when stopping (npm start) or throw it away (tests). */
  persistent: boolean;
  /** Port of the embedded PostgreSQL; a free one when absent. */
  postgresPort?: number;
  /**
   * Services (and the embedded PostgreSQL, unless `postgresPort` says otherwise) on ports derived from the
   * gateway's (npm start: `platformPorts` in contracts) or on free ports (tests, so they never collide).
   */
  servicePorts: 'derived' | 'free';
  seedDemo: boolean;
  echo: Echo;
  /** Extra environment for every process (rate limits in tests, log level...). */
  env?: Record<string, string>;
}

export interface RunningService {
  name: string;
  url: string;
  process: ManagedProcess;
}

export interface RunningPlatform {
  url: string;
  databaseUrl: string;
  secrets: PlatformSecrets;
  services: Record<string, RunningService>;
  gateway: ManagedProcess;
  stop(): Promise<void>;
}

export interface GatewayProcessOptions {
  port: number;
  internalSecret: string;
  jwtPublicKey: string;
  /** The realtime queue and the socket.io adapter that lets gateway instances share rooms. */
  databaseUrl: string;
  /** Service name → base URL. */
  serviceUrls: Record<string, string>;
  logFile: string;
  echo: Echo;
  env: Record<string, string>;
  /** Path polled until the gateway answers (its health is 503 while an upstream is down on purpose). */
  readyPath?: string;
}

/** Starts a gateway process in front of the given services and waits until it answers. */
export async function startGatewayProcess(
  options: GatewayProcessOptions,
): Promise<{ url: string; process: ManagedProcess }> {
  const serviceUrls = Object.fromEntries(
    Object.entries(options.serviceUrls).map(([name, url]) => [serviceUrlVariable(name), url]),
  );
  const child = startNodeProcess({
    name: 'gateway',
    script: GATEWAY_ENTRY,
    logFile: options.logFile,
    echo: options.echo,
    env: {
      NODE_ENV: 'production',
      HOST: process.env.HOST ?? '127.0.0.1',
      PORT: String(options.port),
      INTERNAL_SECRET: options.internalSecret,
      JWT_PUBLIC_KEY: options.jwtPublicKey,
      DATABASE_URL: options.databaseUrl,
      STATIC_ROOT: ROOT,
      ...serviceUrls,
      ...options.env,
    },
  });
  const url = `http://localhost:${options.port}`;
  try {
    await waitForHttp(`${url}${options.readyPath ?? '/api/health'}`, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, process: child };
}

/** Settings a user may give `npm start` that the processes understand. */
const PASSED_THROUGH =
  /^(ADMIN_EMAIL|ADMIN_PASSWORD|LOG_LEVEL|NODE_ENV|PUBLIC_URL|ALLOWED_ORIGINS|TRUST_PROXY|UPSTREAM_TIMEOUT_MS|[A-Z_]*RATE_LIMIT|REMOTE_[A-Z]+_URL)$/;

function passedThrough(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => PASSED_THROUGH.test(entry[0]) && !!entry[1],
    ),
  );
}

/**
 * The environment the launcher gives one service: what every service needs, plus the signing key only for the
 * service that mints access tokens (any other holder of JWT_PRIVATE_KEY could forge sessions).
 */
export function serviceProcessEnv(
  service: ServiceDefinition,
  options: {
    common: Record<string, string>;
    port: number;
    databaseUrl: string;
    publicUrl: string;
    seedDemo: boolean;
    secrets: PlatformSecrets;
  },
): Record<string, string> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ...common } = options.common;
  return {
    ...common,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: options.publicUrl,
    SEED_DEMO: String(options.seedDemo),
    ...(service.signsAccessTokens
      ? {
          JWT_PRIVATE_KEY: options.secrets.jwtPrivateKey,
          JWT_PUBLIC_KEY: options.secrets.jwtPublicKey,
          ...(ADMIN_EMAIL ? { ADMIN_EMAIL } : {}),
          ...(ADMIN_PASSWORD ? { ADMIN_PASSWORD } : {}),
        }
      : {}),
  };
}

/** ADMIN_EMAIL / ADMIN_PASSWORD are identity's alone. */
function withoutAdminCredentials(env: Record<string, string>): Record<string, string> {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...rest } = env;
  return rest;
}

export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  // As root, the embedded PostgreSQL runs as an unprivileged user that must be able to reach its data folder.
  mkdirSync(options.dataDir, { recursive: true });
  if (process.getuid?.() === 0) chmodSync(options.dataDir, 0o755);
  const secrets = loadOrCreateSecrets(join(options.dataDir, 'secrets.json'));
  const logs = join(options.dataDir, 'logs');
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
  };

  // Derived ports taken by another run are refused up front, before anything starts or any data is touched.
  const derived = platformPorts(options.gatewayPort);
  await assertPortFree(options.gatewayPort, 'gateway', process.env.HOST ?? '127.0.0.1');
  if (options.servicePorts === 'derived') {
    for (const service of SERVICES) {
      await assertPortFree(derived.services[service.name] as number, service.name);
    }
  }
  if (!options.databaseUrl && options.postgresPort === undefined && options.servicePorts === 'derived') {
    await assertPortFree(derived.postgres, 'PostgreSQL embebido');
  }

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const postgres: RunningPostgres = await startEmbeddedPostgres({
        dataDir: join(options.dataDir, 'pg'),
        port:
          options.postgresPort ?? (options.servicePorts === 'derived' ? derived.postgres : await freePort()),
        persistent: options.persistent,
      });
      started.push(postgres);
      databaseUrl = postgres.url;
    }
    const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${options.gatewayPort}`;
    const common = {
      NODE_ENV: 'production',
      INTERNAL_SECRET: secrets.internalSecret,
      ...passedThrough(),
      ...options.env,
    };

    const services: Record<string, RunningService> = {};
    for (const service of SERVICES) {
      const port =
        options.servicePorts === 'derived' ? (derived.services[service.name] as number) : await freePort();
      const child = startNodeProcess({
        name: service.name,
        script: serviceEntry(service.name),
        logFile: join(logs, `${service.name}.log`),
        echo: options.echo,
        env: serviceProcessEnv(service, {
          common,
          port,
          databaseUrl,
          publicUrl,
          seedDemo: options.seedDemo,
          secrets,
        }),
      });
      started.push(child);
      const url = `http://127.0.0.1:${port}`;
      services[service.name] = { name: service.name, url, process: child };
    }
    await Promise.all(
      Object.values(services).map((service) => waitForHttp(`${service.url}/health`, service.process)),
    );

    const gateway = await startGatewayProcess({
      port: options.gatewayPort,
      internalSecret: secrets.internalSecret,
      jwtPublicKey: secrets.jwtPublicKey,
      databaseUrl,
      serviceUrls: Object.fromEntries(Object.values(services).map((service) => [service.name, service.url])),
      logFile: join(logs, 'gateway.log'),
      echo: options.echo,
      env: withoutAdminCredentials(common),
    });
    started.push(gateway.process);

    return {
      url: gateway.url,
      databaseUrl,
      secrets,
      services,
      gateway: gateway.process,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
