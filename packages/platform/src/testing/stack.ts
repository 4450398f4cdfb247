import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { serviceEntry } from '../paths.js';
import { startGatewayProcess } from '../platform.js';
import { freePort, type ManagedProcess, startNodeProcess, waitForHttp } from '../processes.js';

// The one test client lives in http-client.ts; re-exported here for the tests that import the stack.
export { HttpClient, TEST_PASSWORD, uniqueEmail } from './http-client.js';

/** What the integration global setup shares with every test file (`inject('stack')`). */
export interface StackInfo {
  gatewayUrl: string;
  identityUrl: string;
  /** Every back-end service's own address, by name (what a gateway is pointed at). */
  serviceUrls: Record<string, string>;
  internalSecret: string;
  jwtPrivateKey: string;
  jwtPublicKey: string;
  databaseUrl: string;
  dataDir: string;
  /** Process id of each back-end process by name (services and 'gateway'), to inspect what the launcher gave it. */
  pids: Record<string, number>;
}

/**
 * Limits of the shared test gateway: high enough for the demo accounts' sign-ins from many test files in the same
 * minute, low enough for the rate-limit test to reach.
 */
export const INTEGRATION_LIMITS = {
  LOGIN_RATE_LIMIT: '30',
  LOGIN_IP_RATE_LIMIT: '1000',
  REGISTER_RATE_LIMIT: '1000',
  PASSWORD_RATE_LIMIT: '30',
  PASSWORD_IP_RATE_LIMIT: '1000',
};

/** The admin the integration stack is started with through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const INTEGRATION_ADMIN = { email: 'Jefa.Operaciones@Example.com', password: 'Jefatura-Segura-2026' };

/**
 * Starts one more gateway process for a test (other limits, a dead or slow upstream...). Settings not given
 * come from the shared stack.
 */
export async function startExtraGateway(
  stack: StackInfo,
  env: Record<string, string> = {},
): Promise<{ url: string; process: ManagedProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const gateway = await startGatewayProcess({
    port,
    internalSecret: stack.internalSecret,
    jwtPublicKey: stack.jwtPublicKey,
    databaseUrl: stack.databaseUrl,
    serviceUrls: stack.serviceUrls,
    logFile: join(stack.dataDir, 'logs', `gateway-${port}.log`),
    echo: process.env.STACK_LOGS ? 'all' : 'none',
    env: { LOG_LEVEL: 'warn', ...INTEGRATION_LIMITS, ...env },
    readyPath: '/api/config/remotes',
  });
  return { ...gateway, stop: () => gateway.process.stop() };
}

/**
 * Starts one more identity process on the shared database (a second instance, as a deployment may run), for a test
 * that must disturb its connections without touching the shared one. It seeds nothing and migrates nothing new.
 */
export async function startExtraIdentity(
  stack: StackInfo,
  env: Record<string, string> = {},
): Promise<{ url: string; process: ManagedProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = startNodeProcess({
    name: 'identity',
    script: serviceEntry('identity'),
    logFile: join(stack.dataDir, 'logs', `identity-${port}.log`),
    echo: process.env.STACK_LOGS ? 'all' : 'none',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: stack.databaseUrl,
      INTERNAL_SECRET: stack.internalSecret,
      JWT_PRIVATE_KEY: stack.jwtPrivateKey,
      JWT_PUBLIC_KEY: stack.jwtPublicKey,
      PUBLIC_URL: stack.gatewayUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/health`, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, process: child, stop: () => child.stop() };
}

/** Runs SQL against the test database (to inspect state, never to fake it). */
export async function sql<T = Record<string, unknown>>(
  stack: StackInfo,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Runs SQL that identity's triggers do not see (replica mode skips them): a change nobody announces, which only a
 * cache's lifetime can reveal.
 */
export async function unannouncedSql(stack: StackInfo, text: string, values: unknown[] = []): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The TCP ports of a process's sockets, from /proc: which PostgreSQL backends serve which process (`client_port`). */
export function localPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket?.[1]) inodes.add(socket[1]);
    } catch {
      // Closed meanwhile.
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns[9] && inodes.has(columns[9]))
        ports.push(Number.parseInt(columns[1]?.split(':')[1] ?? '', 16));
    }
  }
  return ports;
}
