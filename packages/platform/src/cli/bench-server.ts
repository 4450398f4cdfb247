import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEMO_ACCOUNTS,
  GATEWAY_IDENTITY_HEADER,
  platformPorts,
} from '@pipcrafters/contracts';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import autocannon from 'autocannon';
import { LAUNCHER_BUNDLE, ROOT } from '../paths.js';
import { embeddedPostgresSettings } from '../postgres.js';
import { NODE_PROCESS_FLAGS, nodeProcessEnv, nodeProcessFlags, PROCESS_ENV } from '../processes.js';
import { loadOrCreateSecrets } from '../secrets.js';
import { HttpClient } from '../testing/http-client.js';
import { SCALE_PASSWORD, scaleUserEmail, seedScale } from './seed-scale.js';

/**
 * The server's figures (issue 19), `BENCH_ONLY=server npm run bench` alone or at the end of the whole bench:
 *
 * - start-up to healthy: `npm start`'s own launcher (LAUNCHER_BUNDLE, built) on a fresh data folder, then again on
 *   the same data, timed from the spawn to `GET /api/health` answering 200 (the gateway's health asks every
 *   service); target ≤ 30 s;
 * - every list and detail API a page calls (the shell's and each remote's api modules), as 50 concurrent users: 50
 *   virtual users, each a different seeded user with their own session, repeating the API through the gateway with a
 *   think time between requests (exponential, mean 1 s, as bench-load.ts models people), p50/p99 against p99 ≤ 50 ms,
 *   with where a miss comes from: each user's first request (the slowest of them: cold caches, as a first visit pays
 *   them) and the p99 of the requests after it;
 *   beside it, as capacity, the flood: 50 autocannon connections in a closed loop without think time (throughput and
 *   p50/p99 at saturation, where latency ≈ 50 / throughput on two shared cores), not the target's measure;
 * - `GET /api/auth/me` through the gateway and straight to identity, their ratio against ≥ 0.9 (`gatewayRatio`);
 * - VmRSS (and PSS, which counts PostgreSQL's shared buffers once) of every process of the platform — the launcher's
 *   whole tree: gateway, services, the postmaster and its backends — at rest and the highest sample under load;
 *   target ≤ 1.5 GB.
 *
 * Switches: BENCH_SERVER_SECONDS (3 s of flood per API), BENCH_SERVER_VUS (50 users), BENCH_SERVER_VU_SECONDS (6 s of
 * users per API), BENCH_SERVER_THINK_MS (mean think time, 1,000), BENCH_SERVER_FLOOD=false (the users only),
 * BENCH_SERVER_PORT (8890: the platform takes PORT … PORT+19),
 * BENCH_SERVER_FILTER (only the APIs whose path contains it, or one of several separated by commas),
 * BENCH_SERVER_STARTS (2: fresh, then on its data),
 * BENCH_SERVER_SCALE=false (the demo data only), BENCH_SERVER_USERS (10,000), BENCH_SERVER_USER (which seeded user: 1),
 * BENCH_SERVER_SETTLED_S (20: the second memory sample at rest, once start-up's pool connections have timed out; 0
 * skips it), BENCH_SERVER_RATIO_ROUNDS (8 pairs of gateway and direct runs, in ABBA order), BENCH_SERVER_RATIO_SECONDS
 * (3 s each run),
 * BENCH_SERVER_ONLY=ratio (only start-up, the memory at rest 5 s after healthy and the gateway/direct ratio: no page
 * APIs, no settled sample; with BENCH_SERVER_STARTS=1 BENCH_SERVER_SCALE=false a run takes about a minute),
 * BENCH_SERVER_AFTER_S (15: the memory sample after the load, what the processes gave back; 0 skips it),
 * BENCH_SERVER_SETTLE_MS (2,000: the pause after each flood before the next API's users). The Node
 * processes' flags can be changed for one run from the environment (PLATFORM_NODE_FLAGS, PLATFORM_GATEWAY_FLAGS,
 * PLATFORM_SERVICE_FLAGS, glibc's MALLOC_* variables: processes.ts), and the memory table names those in effect.
 */
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 3);
const CONNECTIONS = 50;
const VUS = Number(process.env.BENCH_SERVER_VUS ?? 50);
const VU_SECONDS = Number(process.env.BENCH_SERVER_VU_SECONDS ?? 6);
const THINK_MS = Number(process.env.BENCH_SERVER_THINK_MS ?? 1000);
const FLOOD = process.env.BENCH_SERVER_FLOOD !== 'false';
const PORT = Number(process.env.BENCH_SERVER_PORT ?? 8890);
/** Only the APIs whose path contains one of these (comma-separated). */
const FILTERS = (process.env.BENCH_SERVER_FILTER ?? '').split(',').filter(Boolean);
const STARTS = Number(process.env.BENCH_SERVER_STARTS ?? 2);
const SCALE_USERS = Number(process.env.BENCH_SERVER_USERS ?? 10_000);
const SETTLED_S = Number(process.env.BENCH_SERVER_SETTLED_S ?? 20);
const RATIO_ROUNDS = Number(process.env.BENCH_SERVER_RATIO_ROUNDS ?? 8);
const RATIO_SECONDS = Number(process.env.BENCH_SERVER_RATIO_SECONDS ?? 3);
const RATIO_ONLY = process.env.BENCH_SERVER_ONLY === 'ratio';
const AFTER_S = Number(process.env.BENCH_SERVER_AFTER_S ?? 15);
/**
 * A pause after each flood before the next API's users: a flood at saturation leaves work behind (answers still
 * queued at 300–500 ms each, collections, a refilled pool), and the next users used to arrive into it, so their first
 * requests measured the flood's tail, not the API.
 */
const SETTLE_MS = Number(process.env.BENCH_SERVER_SETTLE_MS ?? 2000);
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.9;
const TARGET_RSS_BYTES = 1.5 * 1024 ** 3;
const TARGET_STARTUP_MS = 30_000;

type Auth = 'cookie' | 'bearer' | 'admin';

/** One API a page calls: `path` may hold `{id}`, filled from `idFrom` (a list whose first item's id is taken). */
export interface PageApi {
  page: string;
  path: string;
  auth?: Auth;
  idFrom?: string;
}

const month = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

/**
 * Every GET a page makes on load or on opening an item, read from shell/src and mfe-&#42;/src/&#42;&#42;/api (the
 * mutations and file exports are not page loads).
 */
export const PAGE_APIS: PageApi[] = [
  { page: 'shell', path: '/api/auth/me' },
  { page: 'shell', path: '/api/config/remotes' },
  { page: 'shell', path: '/api/notifications' },
  { page: '/dashboard', path: '/api/xp/profile' },
  { page: '/dashboard', path: '/api/xp/streak' },
  { page: '/dashboard', path: '/api/xp/badges' },
  { page: '/dashboard', path: '/api/missions' },
  { page: '/dashboard', path: '/api/goals' },
  { page: '/dashboard', path: '/api/goals/options' },
  { page: '/dashboard', path: '/api/recommendations' },
  { page: '/dashboard', path: '/api/journal/stats' },
  { page: '/aprende', path: '/api/learning/modules' },
  { page: '/aprende', path: '/api/learning/modules/{id}', idFrom: '/api/learning/modules' },
  { page: '/aprende', path: '/api/learning/lessons/{id}', idFrom: '/api/learning/modules/{module}' },
  { page: '/aprende', path: '/api/learning/review' },
  { page: '/aprende', path: '/api/learning/search?q=apalancamiento' },
  { page: '/aprende', path: '/api/learning/placement' },
  { page: '/aprende', path: '/api/learning/docs' },
  { page: '/aprende', path: '/api/learning/docs/{id}', idFrom: '/api/learning/docs' },
  { page: '/aprende', path: '/api/learning/glossary' },
  { page: '/mindcrafter', path: '/api/learning/mind/overview' },
  { page: '/mindcrafter', path: '/api/learning/mind/check-ins?days=30' },
  { page: '/mindcrafter', path: '/api/learning/mind/breathing-sessions' },
  { page: '/mindcrafter', path: '/api/learning/mind/focus-drills' },
  { page: '/mindcrafter', path: '/api/learning/mind/routine' },
  { page: '/mindcrafter', path: '/api/learning/mind/settings' },
  { page: '/mindcrafter', path: '/api/learning/mind/tilt' },
  { page: '/pipjournal', path: '/api/journal/accounts' },
  { page: '/pipjournal', path: '/api/journal/trades?page=1&pageSize=20' },
  { page: '/pipjournal', path: '/api/journal/trades/{id}', idFrom: '/api/journal/trades?page=1&pageSize=1' },
  { page: '/pipjournal', path: '/api/journal/strategies' },
  { page: '/pipjournal', path: `/api/journal/calendar?from=${monthAgo}&to=${today}` },
  { page: '/pipjournal', path: '/api/journal/imports' },
  { page: '/pipjournal', path: '/api/journal/csv-presets' },
  { page: '/pipjournal', path: `/api/journal/reflections?from=${monthAgo}&to=${today}` },
  // What EdgePilot asks for its default view: all history, in the user's zone (the seeded users chose UTC).
  { page: '/edgepilot', path: '/api/journal/insights?timeZone=UTC' },
  { page: '/edgepilot', path: '/api/journal/stats/readiness' },
  {
    page: '/estrategias',
    path: '/api/journal/strategies/{id}/stats',
    idFrom: '/api/strategies',
    auth: 'bearer',
  },
  { page: '/estrategias', path: '/api/strategies', auth: 'bearer' },
  { page: '/estrategias', path: '/api/strategies/{id}', idFrom: '/api/strategies', auth: 'bearer' },
  { page: '/estrategias', path: '/api/strategies/templates', auth: 'bearer' },
  { page: '/community', path: '/api/community/posts' },
  { page: '/community', path: '/api/community/posts/{id}', idFrom: '/api/community/posts' },
  { page: '/community', path: '/api/community/search?q=pip' },
  { page: '/financehub', path: '/api/finance/rates' },
  { page: '/cashcrafter', path: '/api/finance/summary' },
  { page: '/cashcrafter', path: '/api/finance/accounts?archived=true' },
  { page: '/cashcrafter', path: '/api/finance/categories' },
  { page: '/cashcrafter', path: '/api/finance/transactions' },
  { page: '/cashcrafter', path: `/api/finance/budgets?month=${month}` },
  { page: '/cashcrafter', path: '/api/finance/goals' },
  { page: '/cashcrafter', path: '/api/finance/recurring' },
  { page: '/cashcrafter', path: '/api/finance/recurring/upcoming?days=30' },
  { page: '/cashcrafter', path: '/api/finance/imports' },
  { page: '/cashcrafter', path: '/api/finance/reports/monthly?months=12' },
  { page: '/cashcrafter', path: `/api/finance/reports/categories?from=${monthAgo.slice(0, 7)}&to=${month}` },
  { page: '/tutor-ia', path: '/api/assistant/conversations' },
  { page: '/tutor-ia', path: '/api/assistant/settings' },
  { page: '/agencia', path: '/api/assistant/chatbots' },
  { page: '/agencia', path: '/api/assistant/content/drafts' },
  { page: '/agencia', path: '/api/assistant/designs' },
  { page: '/agencia', path: `/api/assistant/social/posts?from=${monthAgo}&to=${today}` },
  { page: '/admin', path: '/api/admin/users/stats?tz=Europe%2FMadrid', auth: 'admin' },
  { page: '/admin', path: '/api/admin/requests?page=1&pageSize=20', auth: 'admin' },
  { page: '/admin', path: '/api/admin/users?page=1&pageSize=20', auth: 'admin' },
  { page: '/admin', path: '/api/admin/community/queue', auth: 'admin' },
];

/** The first item of the first list of objects with an id, anywhere in a JSON body (a page's items, a module's lessons). */
export function firstListedId(body: unknown): string | undefined {
  if (Array.isArray(body)) {
    const found = body.find((item) => item && typeof item === 'object' && typeof item.id === 'string');
    if (found) return found.id as string;
    for (const item of body) {
      const id = firstListedId(item);
      if (id) return id;
    }
    return undefined;
  }
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) {
      const id = firstListedId(value);
      if (id) return id;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Processes and memory

interface ProcInfo {
  pid: number;
  ppid: number;
  name: string;
  /** CPU time used so far (user and system), in clock ticks (1/100 s). */
  cpuTicks: number;
}

function readProc(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the command.
    const cpuTicks = Number(fields[11]) + Number(fields[12]);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, ppid, name: processName(cmdline), cpuTicks };
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuShare {
  /** Milliseconds of CPU per request, by platform part (live processes only), and the bench itself (autocannon). */
  msPerRequest: Map<string, number>;
  /** How busy the machine's cores were, 0–1 (every process, this one included). */
  busy: number;
}

/** CPU used by each part of the platform and by this process while `run` loads it, per request it made. */
export async function measureCpu<R extends { requests: { total: number } }>(
  root: number,
  run: () => Promise<R>,
): Promise<R & { cpu: CpuShare }> {
  const byPart = () => {
    const ticks = new Map<string, number>();
    for (const info of processTree(root)) ticks.set(info.name, (ticks.get(info.name) ?? 0) + info.cpuTicks);
    return ticks;
  };
  const machine = () => {
    // The first line of /proc/stat: user nice system idle iowait irq softirq steal…, in ticks.
    const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { idle, all: ticks.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0) };
  };
  const before = byPart();
  const ownBefore = process.cpuUsage();
  const machineBefore = machine();
  const result = await run();
  const after = byPart();
  const own = process.cpuUsage(ownBefore);
  const machineAfter = machine();
  const requests = Math.max(1, result.requests.total);
  const msPerRequest = new Map<string, number>();
  for (const [part, ticks] of after) {
    const used = ticks - (before.get(part) ?? 0);
    if (used > 0) msPerRequest.set(part, (used * 1000) / TICKS_PER_SECOND / requests);
  }
  msPerRequest.set('banco (autocannon)', (own.user + own.system) / 1000 / requests);
  const all = machineAfter.all - machineBefore.all;
  const busy = all > 0 ? 1 - (machineAfter.idle - machineBefore.idle) / all : 0;
  return Object.assign(result, { cpu: { msPerRequest, busy } });
}

/** Settings as "name=value" words, as the memory line names those in effect. */
const settingsText = (settings: Readonly<Record<string, string>>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

/** The platform part a command line belongs to: a service, the gateway, PostgreSQL, or the launcher. */
export function processName(cmdline: string[]): string {
  const line = cmdline.join(' ');
  const service = /services\/([^/]+)\/dist\/main\.js/.exec(line);
  if (service) return service[1] as string;
  if (line.includes('gateway/dist/main.js')) return 'gateway';
  if (/postgres/.test(cmdline[0] ?? '')) return 'PostgreSQL';
  return 'lanzador (npm start)';
}

/** Every live descendant of `root` (and root itself). */
function processTree(root: number): ProcInfo[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProc(Number(entry)))
    .filter((info): info is ProcInfo => !!info);
  const children = new Map<number, ProcInfo[]>();
  for (const info of all) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  const tree: ProcInfo[] = [];
  const rootInfo = all.find((info) => info.pid === root);
  const queue = rootInfo ? [rootInfo] : [];
  while (queue.length > 0) {
    const next = queue.shift() as ProcInfo;
    tree.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return tree;
}

/** kB fields of /proc/<pid>/status (VmRSS) and smaps_rollup (Pss), in bytes; 0 when the process is gone. */
function kbField(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface MemorySample {
  rss: number;
  pss: number;
  byPart: Map<string, { rss: number; pss: number; processes: number }>;
}

/**
 * VmRSS of every process of the tree and their PSS, or PSS only when `withPss` says so of the RSS total (both read
 * off the same processes, one pass after the other). PSS comes from smaps_rollup, which walks each process's page
 * tables: 20–70 ms of kernel time for the platform's ~30 processes on this machine against under 1 ms for VmRSS, so
 * under load it is read only for a sample that is a new highest.
 */
function sampleMemory(root: number, withPss: (rss: number) => boolean = () => true): MemorySample {
  const tree = processTree(root);
  const rss = new Map<number, number>();
  for (const info of tree) rss.set(info.pid, kbField(`/proc/${info.pid}/status`, 'VmRSS'));
  const total = [...rss.values()].reduce((sum, value) => sum + value, 0);
  const pss = new Map<number, number>();
  if (withPss(total)) {
    for (const info of tree) pss.set(info.pid, kbField(`/proc/${info.pid}/smaps_rollup`, 'Pss'));
  }
  const sample: MemorySample = { rss: 0, pss: 0, byPart: new Map() };
  for (const info of tree) {
    const own = { rss: rss.get(info.pid) ?? 0, pss: pss.get(info.pid) ?? 0 };
    sample.rss += own.rss;
    sample.pss += own.pss;
    const part = sample.byPart.get(info.name) ?? { rss: 0, pss: 0, processes: 0 };
    part.rss += own.rss;
    part.pss += own.pss;
    part.processes += 1;
    sample.byPart.set(info.name, part);
  }
  return sample;
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

// ---------------------------------------------------------------------------------------------------------------
// The platform as `npm start` runs it

interface Launched {
  child: ChildProcess;
  url: string;
  startupMs: number;
  stop(): Promise<void>;
}

async function launch(dataDir: string): Promise<Launched> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, LAUNCHER_BUNDLE)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_IP_RATE_LIMIT: '100000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${PORT}`;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error('La plataforma terminó antes de estar sana.');
    if (performance.now() - started > 180_000) throw new Error('La plataforma no estuvo sana en 180 s.');
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startupMs = performance.now() - started;
  return {
    child,
    url,
    startupMs,
    stop: async () => {
      if (!ended) child.kill('SIGINT');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Load

interface Session {
  cookie: string;
  bearer: string;
  admin: string;
  user: { id: string; email: string; roles: string[]; status: string };
}

async function signIn(baseUrl: string, email: string, password: string): Promise<HttpClient> {
  const client = new HttpClient(baseUrl);
  const response = await client.post('/api/auth/login', { email, password });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status}`);
  return client;
}

/**
 * A fresh session (cookies, an access token for the bearer-only APIs, the admin's cookies, signed in again unless
 * given): tokens expire.
 */
async function session(
  baseUrl: string,
  trader: { email: string; password: string },
  adminCookie?: string,
): Promise<Session> {
  const client = await signIn(baseUrl, trader.email, trader.password);
  const me = (await (await client.get('/api/auth/me')).json()) as { user: Session['user'] };
  const refreshed = await client.post('/api/auth/refresh', undefined, {
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  });
  const { accessToken } = (await refreshed.json()) as { accessToken: string };
  const admin =
    adminCookie ??
    (await signIn(baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).cookieHeader();
  return { cookie: client.cookieHeader(), bearer: accessToken, admin, user: me.user };
}

/** The seeded user of virtual user `index`, spread over the users as bench-load.ts does (1, 1001… have 5,000 trades). */
export function crowdUserNumber(index: number, users: number): number {
  return 1 + ((index * 1000 + Math.floor(index / 10)) % users);
}

/** The sessions of the virtual users (one admin session shared: the admin pages have one admin). */
async function crowdSessions(baseUrl: string, scaled: boolean, adminCookie: string): Promise<Session[]> {
  return Promise.all(
    Array.from({ length: VUS }, (_, index) =>
      session(
        baseUrl,
        scaled
          ? { email: scaleUserEmail(crowdUserNumber(index, SCALE_USERS)), password: SCALE_PASSWORD }
          : DEMO_ACCOUNTS.trader,
        adminCookie,
      ),
    ),
  );
}

function headersFor(auth: Auth | undefined, current: Session): Record<string, string> {
  if (auth === 'bearer') return { authorization: `Bearer ${current.bearer}` };
  if (auth === 'admin') return { cookie: current.admin };
  return { cookie: current.cookie };
}

async function getJson(baseUrl: string, path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok) return undefined;
  return response.json().catch(() => undefined);
}

/** Fills `{id}` (and `{module}` for a lesson) from the lists the page shows first. */
async function resolvePath(baseUrl: string, api: PageApi, current: Session): Promise<string | undefined> {
  if (!api.idFrom) return api.path;
  const headers = headersFor(api.auth, current);
  let from = api.idFrom;
  if (from.includes('{module}')) {
    const module = firstListedId(await getJson(baseUrl, '/api/learning/modules', headers));
    if (!module) return undefined;
    from = from.replace('{module}', encodeURIComponent(module));
  }
  const id = firstListedId(await getJson(baseUrl, from, headers));
  return id ? api.path.replace('{id}', encodeURIComponent(id)) : undefined;
}

export interface ApiRow {
  página: string;
  petición: string;
  'usuarios req/s': number;
  'usuarios p50 ms': number;
  'usuarios p99 ms': number;
  objetivo: string;
  /** The slowest first request of a user (cold caches) and the p99 without them: where a miss comes from. */
  'primera máx. ms': number;
  'resto p99 ms': number;
  'inundación req/s': number;
  'inundación p50 ms': number;
  'inundación p99 ms': number;
  'no 2xx': number;
}

async function cannon(url: string, headers: Record<string, string>, seconds = SECONDS) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/**
 * The gateway's throughput against the service's own, measured fairly on a shared machine whose speed swings by a
 * third from one 5-second run to the next (README, Benchmark, "Thirteenth pass"): both paths warmed up, then
 * `rounds` pairs of short runs in ABBA order (gateway then direct, then direct then gateway...), so a drift over
 * the measurement (the JIT settling, background work such as autovacuum after the seed) weighs on both alike. The
 * ratio is all the gateway's requests over all the direct ones (every run lasts the same), with each pair's own
 * ratio and their spread printed beside it; the median run of each path gives the table its CPU figures.
 */
export async function gatewayRatio<R extends { requests: { average: number } }>(
  viaGateway: () => Promise<R>,
  direct: () => Promise<R>,
  rounds = RATIO_ROUNDS,
): Promise<{ viaGateway: R; straight: R; ratio: number; pairs: string; spread: [number, number] }> {
  await viaGateway();
  await direct();
  const gatewayRuns: R[] = [];
  const directRuns: R[] = [];
  for (let round = 0; round < Math.max(1, rounds); round += 1) {
    if (round % 2 === 0) {
      gatewayRuns.push(await viaGateway());
      directRuns.push(await direct());
    } else {
      directRuns.push(await direct());
      gatewayRuns.push(await viaGateway());
    }
  }
  const median = (runs: R[]) =>
    [...runs].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(runs.length / 2)] as R;
  const sum = (runs: R[]) => runs.reduce((total, run) => total + run.requests.average, 0);
  const pairRatios = gatewayRuns.map(
    (run, index) => run.requests.average / (directRuns[index]?.requests.average ?? 0),
  );
  const pairs = gatewayRuns
    .map(
      (run, index) =>
        `${Math.round(run.requests.average)}/${Math.round(directRuns[index]?.requests.average ?? 0)}`,
    )
    .join(', ');
  return {
    viaGateway: median(gatewayRuns),
    straight: median(directRuns),
    ratio: sum(gatewayRuns) / sum(directRuns),
    pairs,
    spread: [Math.min(...pairRatios), Math.max(...pairRatios)],
  };
}

/** The value at `share` (0–1) of ascending `sorted` values (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] as number;
}

/** An exponentially distributed pause around `mean` ms (most short, a few long), as people pause between pages. */
export function thinkTime(mean: number, random: () => number = Math.random): number {
  return -Math.log(1 - random()) * mean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CrowdResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Each user's first request of the API (cold caches, as a first visit pays them): the slowest of them. */
  firstMax: number;
  /** The p99 of every request but each user's first (what a user pays once the API has served them). */
  laterP99: number;
  failed: number;
}

/**
 * Concurrent users: one virtual user per request (its own URL and session), each arriving after a first pause and
 * then repeating the request with a think time between the end of an answer and the next request, for `seconds`.
 * Every answer is timed to the end of its body.
 */
async function crowd(
  requests: { url: string; headers: Record<string, string> }[],
  seconds = VU_SECONDS,
): Promise<CrowdResult> {
  const firsts: number[] = [];
  const laters: number[] = [];
  let failed = 0;
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  await Promise.all(
    requests.map(async ({ url, headers }) => {
      await sleep(Math.min(thinkTime(THINK_MS), seconds * 1000));
      let first = true;
      while (performance.now() < endsAt) {
        const sent = performance.now();
        try {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) failed += 1;
        } catch {
          failed += 1;
        }
        (first ? firsts : laters).push(performance.now() - sent);
        first = false;
        const pause = thinkTime(THINK_MS);
        if (performance.now() + pause >= endsAt) break;
        await sleep(pause);
      }
    }),
  );
  laters.sort((a, b) => a - b);
  const times = [...firsts, ...laters].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    perSecond: Math.round(times.length / ((performance.now() - started) / 1000)),
    p50: round(percentile(times, 0.5)),
    p99: round(percentile(times, 0.99)),
    firstMax: firsts.length > 0 ? round(Math.max(...firsts)) : Number.NaN,
    laterP99: round(percentile(laters, 0.99)),
    failed,
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** Measures and prints every server figure; resolves when the platform it started has stopped. */
export async function runServerBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipcrafters-bench-server-'));
  const startups: { arranque: string; ms: number }[] = [];
  let platform: Launched | undefined;
  try {
    for (let run = 0; run < STARTS; run += 1) {
      if (platform) await platform.stop();
      platform = await launch(dataDir);
      startups.push({
        arranque: run === 0 ? 'datos nuevos (initdb, migraciones, semilla)' : 'sobre sus datos (npm start)',
        ms: Math.round(platform.startupMs),
      });
    }
    if (!platform) throw new Error('BENCH_SERVER_STARTS debe ser ≥ 1.');
    const root = platform.child.pid as number;
    const baseUrl = platform.url;
    // Let the start-up's one-off work (course sync, seeds, queue creation) settle before "at rest"; then again once
    // the connections start-up opened have passed their pools' idle timeout (5 s) and what is left is what stays.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const rest = sampleMemory(root);
    let settled: MemorySample | undefined;
    if (SETTLED_S > 5 && !RATIO_ONLY) {
      await new Promise((resolve) => setTimeout(resolve, (SETTLED_S - 5) * 1000));
      settled = sampleMemory(root);
    }

    // A seeded user: escala00001, one of the heaviest (5,000 trades); the demo trader without the scaled seed.
    const scaled = process.env.BENCH_SERVER_SCALE !== 'false';
    const trader = scaled
      ? { email: scaleUserEmail(Number(process.env.BENCH_SERVER_USER ?? 1)), password: SCALE_PASSWORD }
      : DEMO_ACCOUNTS.trader;
    const scale = await seedAtScale();
    let current = await session(baseUrl, trader);
    let signedAt = Date.now();
    let users = await crowdSessions(baseUrl, scaled, current.admin);
    let usersSignedAt = Date.now();
    let peak: MemorySample = rest;
    // What the bench was doing at each moment, so the memory line can say when the highest sample came.
    let phase = 'relación gateway/directo';
    let peakPhase = phase;
    // Each part's own highest VmRSS under load (the parts peak at different moments: a service during its floods).
    const ownPeak = new Map<string, number>();
    // Every 500 ms; PSS only for a new highest RSS (smaps_rollup held this loop, which also times the users'
    // answers, 20–70 ms at each sample). The rest stays synchronous (2–6 ms): a scan of /proc through fs.promises,
    // tried, made thousands of pool round trips per sample, and its run was the day's worst (32 APIs of 64).
    const sampler = setInterval(() => {
      const sample = sampleMemory(root, (rss) => rss > peak.rss);
      for (const [part, figures] of sample.byPart) {
        ownPeak.set(part, Math.max(ownPeak.get(part) ?? 0, figures.rss));
      }
      if (sample.rss > peak.rss) {
        peak = sample;
        peakPhase = phase;
      }
    }, 500);

    const rows: ApiRow[] = [];
    try {
      // The gateway's cost: /api/auth/me through it and straight to identity with a signed identity.
      const secrets = loadOrCreateSecrets(join(dataDir, 'secrets.json'));
      const identityUrl = `http://127.0.0.1:${platformPorts(PORT).services.identity}`;
      const direct = signGatewayIdentity(
        {
          sub: current.user.id,
          email: current.user.email,
          roles: current.user.roles as never,
          status: current.user.status as never,
        },
        secrets.internalSecret,
        600,
      );
      const ratioSeconds = RATIO_SECONDS;
      const { viaGateway, straight, ratio, pairs, spread } = await gatewayRatio(
        () =>
          measureCpu(root, () => cannon(`${baseUrl}/api/auth/me`, { cookie: current.cookie }, ratioSeconds)),
        () =>
          measureCpu(root, () =>
            cannon(`${identityUrl}/api/auth/me`, { [GATEWAY_IDENTITY_HEADER]: direct }, ratioSeconds),
          ),
      );

      // The ratio's rounds are floods too: the first API's users wait for their tail as the others do.
      if (!RATIO_ONLY) await sleep(SETTLE_MS);
      for (const api of PAGE_APIS) {
        if (RATIO_ONLY || (FILTERS.length > 0 && !FILTERS.some((part) => api.path.includes(part)))) continue;
        // Access tokens live minutes: sign in again every two.
        if (Date.now() - signedAt > 120_000) {
          phase = 'un inicio de sesión';
          current = await session(baseUrl, trader);
          signedAt = Date.now();
        }
        if (Date.now() - usersSignedAt > 600_000) {
          phase = `los inicios de sesión de los ${VUS} usuarios a la vez`;
          users = await crowdSessions(baseUrl, scaled, current.admin);
          usersSignedAt = Date.now();
        }
        phase = `GET ${api.path}, usuarios`;
        const path = await resolvePath(baseUrl, api, current);
        // Each virtual user opens their own item (their first trade, their first strategy…).
        const paths = await Promise.all(users.map((user) => resolvePath(baseUrl, api, user)));
        if (!path) {
          rows.push({
            página: api.page,
            petición: `GET ${api.path} (sin elementos)`,
            'usuarios req/s': 0,
            'usuarios p50 ms': Number.NaN,
            'usuarios p99 ms': Number.NaN,
            objetivo: '—',
            'primera máx. ms': Number.NaN,
            'resto p99 ms': Number.NaN,
            'inundación req/s': 0,
            'inundación p50 ms': Number.NaN,
            'inundación p99 ms': Number.NaN,
            'no 2xx': 0,
          });
          continue;
        }
        // The users first, then the flood: the users' figure (the target's) is not taken behind the flood's backlog
        // (its queued work, autovacuum, caches it filled); their first calls still count, as real users pay them.
        const people = await crowd(
          users.flatMap((user, index) => {
            const own = paths[index];
            return own ? [{ url: `${baseUrl}${own}`, headers: headersFor(api.auth, user) }] : [];
          }),
        );
        phase = `GET ${api.path}, inundación`;
        const flood = FLOOD ? await cannon(`${baseUrl}${path}`, headersFor(api.auth, current)) : undefined;
        if (flood) await sleep(SETTLE_MS);
        rows.push({
          página: api.page,
          petición: `GET ${api.idFrom ? api.path : path}`,
          'usuarios req/s': people.perSecond,
          'usuarios p50 ms': people.p50,
          'usuarios p99 ms': people.p99,
          objetivo: people.p99 <= TARGET_P99_MS ? '✓' : '✗',
          'primera máx. ms': people.firstMax,
          'resto p99 ms': people.laterP99,
          'inundación req/s': flood ? Math.round(flood.requests.average) : Number.NaN,
          'inundación p50 ms': flood?.latency.p50 ?? Number.NaN,
          'inundación p99 ms': flood?.latency.p99 ?? Number.NaN,
          'no 2xx': people.failed + (flood ? flood.non2xx + flood.errors + flood.timeouts : 0),
        });
      }
      clearInterval(sampler);
      // What the processes give back once the load stops (V8's memory reducer starts after 8 s without work).
      let after: MemorySample | undefined;
      if (AFTER_S > 0) {
        await new Promise((resolve) => setTimeout(resolve, AFTER_S * 1000));
        after = sampleMemory(root);
      }

      console.log(
        `\nArranque hasta /api/health 200 (el lanzador de npm start ya construido; objetivo ≤ 30 s)`,
      );
      console.table(startups);
      console.log(`Datos: ${scale}`);
      console.log(
        `APIs de cada página a través del gateway. Usuarios (el objetivo, p99 ≤ ${TARGET_P99_MS} ms): ${VUS} usuarios sembrados distintos a la vez, cada uno repite la petición con una pausa exponencial de media ${THINK_MS} ms, ${VU_SECONDS} s por API. Inundación (capacidad, no el objetivo): ${CONNECTIONS} conexiones sin pausa, ${SECONDS} s por API.`,
      );
      console.table(rows);
      console.log(
        `GET /api/auth/me, ${CONNECTIONS} conexiones, ${ratioSeconds} s por tanda; ${RATIO_ROUNDS} pares de tandas en orden ABBA (req/s de cada par, gateway/directo: ${pairs}); la relación de cada par, de ${spread[0].toFixed(2)} a ${spread[1].toFixed(2)}; en la tabla, la tanda mediana de cada camino`,
      );
      console.table(
        [
          ['gateway → identity', viaGateway],
          ['identity directo', straight],
        ].map(([label, run]) => {
          const result = run as autocannon.Result & { cpu: CpuShare };
          const cpu = (part: string) => (result.cpu.msPerRequest.get(part) ?? 0).toFixed(2);
          return {
            camino: label as string,
            'req/s': Math.round(result.requests.average),
            'p50 ms': result.latency.p50,
            'p99 ms': result.latency.p99,
            'no 2xx': result.non2xx,
            'CPU ms/pet. gateway': cpu('gateway'),
            identity: cpu('identity'),
            PostgreSQL: cpu('PostgreSQL'),
            autocannon: cpu('banco (autocannon)'),
            'núcleos ocupados': `${Math.round(result.cpu.busy * 100)} %`,
          };
        }),
      );
      console.log(
        'CPU por petición de cada parte (ms de CPU / peticiones de la ronda mediana; /proc/<pid>/stat de los procesos vivos, y process.cpuUsage() del banco): con dos núcleos ocupados, el camino por el gateway paga la suma de todas sus partes, mientras el directo lo limita el único hilo de identity.',
      );
      const parts = [...new Set([...rest.byPart.keys(), ...peak.byPart.keys()])].sort();
      // Each Node process's flags beyond every process's own, as the launcher gave them.
      const ownFlags = parts
        .filter((part) => part !== 'PostgreSQL' && !part.startsWith('lanzador'))
        .map((part) => [part, nodeProcessFlags(part).slice(NODE_PROCESS_FLAGS.length).join(' ')] as const)
        .filter(([, flags]) => flags !== '')
        .map(([part, flags]) => `${part} ${flags}`);
      // Each process's own environment beyond every process's (identity's malloc threshold and thread pool).
      const ownEnv = parts
        .filter((part) => PROCESS_ENV[part])
        .map((part) => `${part} ${settingsText(PROCESS_ENV[part] ?? {})}`);
      console.log(
        `Memoria de todos los procesos (VmRSS; PSS cuenta una vez la memoria compartida; "máx. propio": el máximo de cada parte bajo carga). Opciones de Node: todos ${NODE_PROCESS_FLAGS.join(' ')}${ownFlags.length > 0 ? `; ${ownFlags.join('; ')}` : ''}; ${settingsText(nodeProcessEnv())}${ownEnv.length > 0 ? `; ${ownEnv.join('; ')}` : ''}; PostgreSQL ${settingsText(embeddedPostgresSettings())}`,
      );
      const restLate = settled ?? rest;
      console.table(
        parts.map((part) => ({
          proceso: part,
          procesos: `${rest.byPart.get(part)?.processes ?? 0} / ${restLate.byPart.get(part)?.processes ?? 0} / ${peak.byPart.get(part)?.processes ?? 0}`,
          'RSS reposo 5 s': mb(rest.byPart.get(part)?.rss ?? 0),
          [`RSS reposo ${SETTLED_S} s`]: mb(restLate.byPart.get(part)?.rss ?? 0),
          'RSS carga': mb(peak.byPart.get(part)?.rss ?? 0),
          'RSS máx. propio': mb(ownPeak.get(part) ?? 0),
          ...(after ? { [`RSS ${AFTER_S} s tras la carga`]: mb(after.byPart.get(part)?.rss ?? 0) } : {}),
          'PSS reposo 5 s': mb(rest.byPart.get(part)?.pss ?? 0),
          'PSS carga': mb(peak.byPart.get(part)?.pss ?? 0),
        })),
      );

      const measured = rows.filter((row) => Number.isFinite(row['usuarios p99 ms']));
      const failing = measured.filter((row) => row['usuarios p99 ms'] > TARGET_P99_MS);
      const worst = measured.reduce<ApiRow | undefined>(
        (slowest, row) => (!slowest || row['usuarios p99 ms'] > slowest['usuarios p99 ms'] ? row : slowest),
        undefined,
      );
      const check = (ok: boolean) => (ok ? '✓' : '✗');
      for (const startup of startups) {
        console.log(
          `Arranque ${startup.arranque}: ${(startup.ms / 1000).toFixed(1)} s (objetivo ≤ 30 s) ${check(startup.ms <= TARGET_STARTUP_MS)}`,
        );
      }
      console.log(
        `APIs de página con p99 ≤ ${TARGET_P99_MS} ms con ${VUS} usuarios a la vez: ${measured.length - failing.length} de ${measured.length}; la más lenta ${worst?.petición} p99 ${worst?.['usuarios p99 ms']} ms ${check(failing.length === 0)}`,
      );
      for (const row of failing) {
        console.log(`  ✗ ${row.petición}: p99 ${row['usuarios p99 ms']} ms con ${VUS} usuarios`);
      }
      console.log(
        `Relación gateway/directo (/api/auth/me, las peticiones de todas las tandas): ${ratio.toFixed(2)} (objetivo ≥ ${TARGET_RATIO.toFixed(2)}) ${check(ratio >= TARGET_RATIO)}`,
      );
      console.log(
        `Memoria total en reposo (5 s tras estar sana): RSS ${mb(rest.rss)}, PSS ${mb(rest.pss)} (objetivo ≤ 1536 MB) ${check(rest.rss <= TARGET_RSS_BYTES)}`,
      );
      if (settled) {
        console.log(
          `Memoria total en reposo (${SETTLED_S} s tras estar sana): RSS ${mb(settled.rss)}, PSS ${mb(settled.pss)} (objetivo ≤ 1536 MB) ${check(settled.rss <= TARGET_RSS_BYTES)}`,
        );
      }
      console.log(
        `Memoria total bajo carga (${CONNECTIONS} conexiones, la muestra más alta, durante ${peakPhase}): RSS ${mb(peak.rss)}, PSS ${mb(peak.pss)} (objetivo ≤ 1536 MB) ${check(peak.rss <= TARGET_RSS_BYTES)}`,
      );
      if (after) {
        console.log(
          `Memoria total ${AFTER_S} s tras la carga: RSS ${mb(after.rss)}, PSS ${mb(after.pss)} (objetivo ≤ 1536 MB) ${check(after.rss <= TARGET_RSS_BYTES)}`,
        );
      }
    } finally {
      clearInterval(sampler);
    }
  } catch (error) {
    // The processes' logs stay for whoever reads the failure (the platform's message names their folder).
    await platform?.stop();
    platform = undefined;
    console.error(`Datos y registros de la ejecución fallida: ${dataDir}`);
    throw error;
  } finally {
    if (platform) {
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/**
 * The demo data scaled to 10,000 users (seed-scale.ts) on the platform's embedded database, unless
 * BENCH_SERVER_SCALE=false. Returns a line saying which data the figures are on.
 */
async function seedAtScale(): Promise<string> {
  if (process.env.BENCH_SERVER_SCALE === 'false') return 'datos de demostración';
  const databaseUrl = `postgres://postgres:pipcrafters-local@127.0.0.1:${platformPorts(PORT).postgres}/pipcrafters`;
  const summary = await seedScale(databaseUrl, { users: SCALE_USERS });
  return `demostración escalada a ${summary.users.toLocaleString('es-ES')} usuarios (seedScale, ${(summary.totalMs / 1000).toFixed(1)} s)`;
}

if (process.argv[1]?.endsWith('bench-server.ts') || process.argv[1]?.endsWith('bench-server.js')) {
  await runServerBench();
}
