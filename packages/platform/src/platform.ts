import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformPorts, SERVICES, type ServiceDefinition, serviceUrlVariable } from '@pipcrafters/contracts';
import { GATEWAY_ENTRY, ROOT, serviceEntry } from './paths.js';
import { type RunningPostgres, startEmbeddedPostgres } from './postgres.js';
import {
  assertPortFree,
  type Echo,
  exitDescription,
  freePort,
  type ManagedProcess,
  startNodeProcess,
  waitForHttp,
} from './processes.js';
import { loadOrCreateSecrets, type PlatformSecrets } from './secrets.js';
import {
  DEFAULT_RESTART_POLICY,
  type PartRun,
  type RestartPolicy,
  type SupervisedPart,
  Supervisor,
} from './supervisor.js';

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
  /**
   * Restart whatever ends unexpectedly once the platform is up (PostgreSQL, a service, the gateway), with
   * back-off; absent, a part that ends stays down (the shared test stack).
   */
  supervise?: SupervisionOptions;
}

export interface SupervisionOptions {
  policy?: Partial<RestartPolicy>;
  /** Where the supervisor's Spanish lines go (the console by default). */
  log?: (line: string) => void;
  /** A part did not come back: by default the platform is stopped. */
  giveUp?: (name: string) => void;
}

export interface RunningService {
  name: string;
  url: string;
  /** The service's process now (a restarted service has a new one). */
  process: ManagedProcess;
}

export interface RunningPlatform {
  url: string;
  databaseUrl: string;
  secrets: PlatformSecrets;
  services: Record<string, RunningService>;
  /** The gateway's process now. */
  readonly gateway: ManagedProcess;
  /** The embedded PostgreSQL now (absent with an external DATABASE_URL). */
  readonly postgres: RunningPostgres | undefined;
  /** Restarts so far, by part ("PostgreSQL", a service's name, "gateway"); always 0 when not supervised. */
  restarts(name: string): number;
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
  /** Gives up waiting (and stops the process) when aborted. */
  signal?: AbortSignal;
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
    await waitForHttp(`${url}${options.readyPath ?? '/api/health'}`, child, undefined, options.signal);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, process: child };
}

/** Settings a user may give `npm start` that the processes understand. */
const PASSED_THROUGH =
  /^(ADMIN_EMAIL|ADMIN_PASSWORD|LOG_LEVEL|NODE_ENV|PUBLIC_URL|ALLOWED_ORIGINS|TRUST_PROXY|UPSTREAM_TIMEOUT_MS|[A-Z_]*RATE_LIMIT|REMOTE_[A-Z]+_URL|FINANCE_RATES_URL|LLM_BASE_URL|LLM_API_KEY|LLM_MODEL|LLM_TIMEOUT_MS|DB_POOL_MAX|DB_POOL_MIN|DB_POOL_IDLE_MS)$/;

function passedThrough(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => PASSED_THROUGH.test(entry[0]) && !!entry[1],
    ),
  );
}

/**
 * The environment the launcher gives one service: what every service needs, the URLs of the services it reads,
 * plus the signing key only for the service that mints access tokens (any other holder of JWT_PRIVATE_KEY could
 * forge sessions).
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
    /** Service name → base URL; a service is given the URLs of the services it `reads`, and no other. */
    serviceUrls: Record<string, string>;
  },
): Record<string, string> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ...common } = options.common;
  return {
    ...common,
    ...Object.fromEntries(
      (service.reads ?? []).map((read) => [serviceUrlVariable(read), options.serviceUrls[read] ?? '']),
    ),
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

/** A process the supervisor watches. */
function processRun(child: ManagedProcess): PartRun {
  return { exited: child.exited.then(() => exitDescription(child.child)), stop: () => child.stop() };
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
    let postgres: RunningPostgres | undefined;
    if (!databaseUrl) {
      postgres = await startEmbeddedPostgres({
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
      // Uploaded files (trade screenshots) beside the cluster, so a throwaway platform's go with it.
      FILES_DIR: join(options.dataDir, 'files'),
      ...passedThrough(),
      ...options.env,
    };

    const services: Record<string, RunningService> = {};
    const serviceStarters: Record<string, () => ManagedProcess> = {};
    // Every port is known before the first service starts: a service that reads another is given its URL.
    const servicePorts: Record<string, number> = {};
    for (const service of SERVICES) {
      servicePorts[service.name] =
        options.servicePorts === 'derived' ? (derived.services[service.name] as number) : await freePort();
    }
    const serviceUrls = Object.fromEntries(
      Object.entries(servicePorts).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
    );
    for (const service of SERVICES) {
      const port = servicePorts[service.name] as number;
      const startService = () =>
        startNodeProcess({
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
            serviceUrls,
          }),
        });
      const child = startService();
      started.push(child);
      serviceStarters[service.name] = startService;
      services[service.name] = { name: service.name, url: `http://127.0.0.1:${port}`, process: child };
    }
    await Promise.all(
      Object.values(services).map((service) => waitForHttp(`${service.url}/health`, service.process)),
    );

    const gatewayOptions: GatewayProcessOptions = {
      port: options.gatewayPort,
      internalSecret: secrets.internalSecret,
      jwtPublicKey: secrets.jwtPublicKey,
      databaseUrl,
      serviceUrls: Object.fromEntries(Object.values(services).map((service) => [service.name, service.url])),
      logFile: join(logs, 'gateway.log'),
      echo: options.echo,
      env: withoutAdminCredentials(common),
    };
    const gateway = await startGatewayProcess(gatewayOptions);
    started.push(gateway.process);

    const current = { gateway: gateway.process, postgres };
    let stop = stopAll;
    let supervisor: Supervisor | undefined;
    if (options.supervise) {
      const supervision = options.supervise;
      supervisor = new Supervisor(
        {
          log: supervision.log ?? ((line) => console.log(line)),
          giveUp: supervision.giveUp ?? (() => void supervisor?.stop()),
        },
        { ...DEFAULT_RESTART_POLICY, ...supervision.policy },
      );
      const parts: [SupervisedPart, PartRun][] = [];
      if (postgres) {
        const embedded: RunningPostgres = postgres;
        parts.push([
          {
            name: 'PostgreSQL',
            restart: async () => {
              const next = await (current.postgres ?? embedded).restart();
              current.postgres = next;
              return { exited: next.exited, stop: () => next.stop() };
            },
          },
          { exited: embedded.exited, stop: () => embedded.stop() },
        ]);
      }
      for (const service of Object.values(services)) {
        const startService = serviceStarters[service.name] as () => ManagedProcess;
        parts.push([
          {
            name: service.name,
            restart: async (signal) => {
              const child = startService();
              try {
                await waitForHttp(`${service.url}/health`, child, undefined, signal);
              } catch (error) {
                await child.stop();
                throw error;
              }
              service.process = child;
              return processRun(child);
            },
          },
          processRun(service.process),
        ]);
      }
      parts.push([
        {
          name: 'gateway',
          restart: async (signal) => {
            // Ready when it answers itself: its health also waits for every service, which may be down too.
            const next = await startGatewayProcess({
              ...gatewayOptions,
              readyPath: '/api/config/remotes',
              signal,
            });
            current.gateway = next.process;
            return processRun(next.process);
          },
        },
        processRun(gateway.process),
      ]);
      for (const [part, run] of parts) supervisor.watch(part, run);
      const watching = supervisor;
      stop = () => watching.stop();
    }

    return {
      url: gateway.url,
      databaseUrl,
      secrets,
      services,
      get gateway() {
        return current.gateway;
      },
      get postgres() {
        return current.postgres;
      },
      restarts: (name) => supervisor?.restarts(name) ?? 0,
      stop,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export interface ThrowawayPlatform extends RunningPlatform {
  /** The temporary folder holding its cluster, secrets and logs; removed by `stop()`. */
  dataDir: string;
}

/**
 * A platform on a throwaway cluster (integration tests, browser tests, fault suite, benchmark): a temporary data
 * folder, services on free ports, the demo seed; `stop()` also deletes the folder.
 */
export async function startThrowawayPlatform(
  name: string,
  options: Omit<PlatformOptions, 'dataDir' | 'persistent' | 'servicePorts' | 'seedDemo' | 'gatewayPort'> & {
    gatewayPort?: number;
  },
): Promise<ThrowawayPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), `pipcrafters-${name}-`));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const platform = await startPlatform({
      ...options,
      dataDir,
      gatewayPort: options.gatewayPort ?? (await freePort()),
      persistent: false,
      servicePorts: 'free',
      seedDemo: true,
    });
    // A view, not a copy: the gateway and PostgreSQL getters follow restarts.
    return Object.assign(Object.create(platform) as RunningPlatform, {
      dataDir,
      stop: async () => {
        await platform.stop();
        removeData();
      },
    });
  } catch (error) {
    removeData();
    throw error;
  }
}
