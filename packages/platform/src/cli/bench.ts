import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_ACCOUNTS, GATEWAY_IDENTITY_HEADER, REMOTES } from '@pipcrafters/contracts';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import autocannon from 'autocannon';
import pg from 'pg';
import { io } from 'socket.io-client';
import { ROOT } from '../paths.js';
import { startThrowawayPlatform } from '../platform.js';
import { HttpClient, uniqueEmail } from '../testing/stack.js';
import { measureAssistant } from './bench-assistant.js';
import { measureCommunity } from './bench-community.js';
import { measureCalculators, measureCashCrafter } from './bench-finance.js';
import { measureJournal } from './bench-journal.js';
import { measureLighthouse, printLighthouse } from './bench-lighthouse.js';
import {
  measurePage,
  printChunkBreakdown,
  printPublicPageTargets,
  printSignedInPageTargets,
  runPagesBench,
} from './bench-pages.js';
import { runServerBench } from './bench-server.js';

/**
 * `npm run bench`: page weight of a cold load of /auth, /dashboard and /aprende (with the learning remote's own
 * share), the gateway's cost over a direct call to the service, The Terminal's lesson and module API, lesson
 * search over the curriculum and over 10,000 synthetic lessons, FinanceHub's calculator API p50, CashCrafter's overview and report, and the assistant's local answers,
 * what each chunk of `/` and /auth costs (bench-pages.ts) and Lighthouse on eight pages (bench-lighthouse.ts).
 * Targets: `/` and /auth ≤ 200 KB of gzip JavaScript in ≤ 20 scripts; gateway ≥ 0.8 × direct throughput; the learning remote ≤ 150 KB of its own; search
 * p50 < 20 ms over the curriculum.
 */
// BENCH_ONLY=server: only the server's figures (bench-server.ts: every page's APIs as 50 users and as a flood, gateway/direct,
// memory, start-up); the whole bench ends with them.
if (process.env.BENCH_ONLY === 'server') {
  await runServerBench();
  process.exit(process.exitCode ?? 0);
}
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Throughput {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const REALTIME_SAMPLES = Number(process.env.BENCH_REALTIME_SAMPLES ?? 20);

/**
 * Approval to bell, end to end: an applicant's socket is open, the admin approves, and the clock stops when the
 * welcome notification arrives (identity → event → progress → realtime queue → gateway → socket).
 */
async function measureRealtime(baseUrl: string): Promise<number[]> {
  const admin = new HttpClient(baseUrl);
  await admin.post('/api/auth/login', {
    email: DEMO_ACCOUNTS.admin.email,
    password: DEMO_ACCOUNTS.admin.password,
  });
  const latencies: number[] = [];
  for (let sample = 0; sample < REALTIME_SAMPLES; sample++) {
    const applicant = new HttpClient(baseUrl);
    const registered = await applicant.post('/api/auth/register', {
      firstName: 'Banco',
      lastName: 'Pruebas',
      email: uniqueEmail('bench'),
      password: 'Banco-de-pruebas-2026',
    });
    const { user } = (await registered.json()) as { user: { id: string } };
    const socket = io(baseUrl, {
      transports: ['websocket'],
      extraHeaders: { cookie: applicant.cookieHeader() },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const arrived = new Promise<number>((resolve) =>
      socket.once('notification:new', () => resolve(performance.now())),
    );
    const started = performance.now();
    const approved = await admin.post(`/api/admin/requests/${user.id}/approve`);
    if (approved.status !== 200) throw new Error(`aprobación: ${approved.status}`);
    latencies.push((await arrived) - started);
    socket.close();
  }
  return latencies.sort((a, b) => a - b);
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function load(label: string, url: string, headers: Record<string, string>): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Spanish-looking text for synthetic lessons: words of the real curriculum in random order. */
function syntheticText(words: string[], count: number, seed: number): string {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  return Array.from({ length: count }, () => words[next() % words.length]).join(' ');
}

/**
 * Server time of a lesson search (direct to the learning service, so no gateway in the figure) over the curriculum,
 * then over 10,000 synthetic lessons added to the same table and removed afterwards.
 */
async function measureSearch(
  platform: Awaited<ReturnType<typeof startThrowawayPlatform>>,
  headers: Record<string, string>,
): Promise<{ corpus: string; lessons: number; p50: number; p99: number; rps: number }[]> {
  const learningUrl = platform.services.learning?.url ?? '';
  const queries = ['apalancamiento', 'tecnico', 'valor del pip', 'sesion de londres', 'spread'];
  const run = async (corpus: string, connections: number) => {
    const lessons = Number(
      (await sqlRows<{ n: string }>(platform.databaseUrl, 'SELECT count(*) AS n FROM learning.lessons'))[0]
        ?.n,
    );
    const result = await autocannon({
      url: learningUrl,
      connections,
      duration: Math.max(3, Math.round(DURATION / 2)),
      headers,
      requests: queries.map((q) => ({
        method: 'GET',
        path: `/api/learning/search?q=${encodeURIComponent(q)}`,
      })),
    });
    return {
      corpus: `${corpus}, ${connections} ${connections === 1 ? 'conexión' : 'conexiones'}`,
      lessons,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: Math.round(result.requests.average),
    };
  };
  // One connection is the server's own time per search; four show it under concurrent use on two cores.
  const curriculum = [await run('curso', 1), await run('curso', 4)];
  const words = (
    await sqlRows<{ plain_text: string }>(platform.databaseUrl, 'SELECT plain_text FROM learning.lessons')
  )
    .flatMap((row) => row.plain_text.split(/\s+/))
    .filter((word) => word.length > 2);
  await sqlRows(
    platform.databaseUrl,
    `INSERT INTO learning.modules (id, position, title, level, summary, description_html, content_hash)
     VALUES ('bench-sintetico', 1000, 'Sintético', 'Avanzado', 'Módulo de medición', '', repeat('0', 64))`,
  );
  for (let batch = 0; batch < 10; batch += 1) {
    const ids = Array.from({ length: 1000 }, (_, i) => `bench-${batch * 1000 + i}`);
    await sqlRows(
      platform.databaseUrl,
      `INSERT INTO learning.lessons (id, module_id, position, title, summary, html, plain_text, reading_minutes, content_hash)
       SELECT id, 'bench-sintetico', ord::int, 'Lección sintética ' || ord, 'Resumen', '', body, 3, repeat('0', 64)
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(id, body, ord)`,
      [ids, ids.map((_, i) => syntheticText(words, 400, batch * 1000 + i + 1))],
    );
  }
  try {
    return [
      ...curriculum,
      await run('curso + 10.000 sintéticas', 1),
      await run('curso + 10.000 sintéticas', 4),
    ];
  } finally {
    await sqlRows(platform.databaseUrl, "DELETE FROM learning.lessons WHERE module_id = 'bench-sintetico'");
    await sqlRows(platform.databaseUrl, "DELETE FROM learning.modules WHERE id = 'bench-sintetico'");
  }
}

async function sqlRows<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Each remote's entry as built (what the shell downloads before a remote's first page), raw and gzip-compressed as
 * `gzip -c` does: remotes borrow the shell's federation runtime, so this is their container and share table only.
 */
function remoteEntrySizes() {
  return REMOTES.map((remote) => {
    const file = join(ROOT, remote.folder, 'dist', 'remoteEntry.js');
    if (!existsSync(file)) return { remoto: remote.name, 'remoteEntry.js': '—', gzip: '—' };
    const body = readFileSync(file);
    const gzip = gzipSync(body).length;
    return { remoto: remote.name, 'remoteEntry.js': kb(body.length), gzip: `${kb(gzip)} (${gzip} B)` };
  });
}

// Built by launch.ts before this module loads.
const platform = await startThrowawayPlatform('bench', {
  echo: 'problems',
  // Every page measured signs the demo trader in again: more than the default 5 logins a minute.
  env: {
    LOG_LEVEL: 'warn',
    REGISTER_RATE_LIMIT: '10000',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_IP_RATE_LIMIT: '1000',
  },
});
/**
 * BENCH_ONLY=pages: the public and signed-in pages' weight and what each chunk costs (bench-pages.ts:
 * BENCH_PAGES, BENCH_PAGES_CHUNKS); BENCH_ONLY=lighthouse: only
 * Lighthouse. Short runs while working on the front end (the whole bench takes a long while).
 */
const ONLY = process.env.BENCH_ONLY;
if (ONLY === 'pages' || ONLY === 'lighthouse') {
  try {
    if (ONLY === 'pages') {
      await runPagesBench(platform.url);
    } else {
      printLighthouse(await measureLighthouse(platform.url));
    }
  } finally {
    await platform.stop();
  }
  process.exit(0);
}
try {
  const landing = await measurePage(platform.url, '/', false);
  const pages = [
    await measurePage(platform.url, '/auth', false),
    await measurePage(platform.url, '/dashboard', true),
    await measurePage(platform.url, '/aprende', true, 'learning'),
    await measurePage(platform.url, '/misiones', true, 'learning'),
    await measurePage(platform.url, '/pipjournal', true, 'journal'),
    await measurePage(platform.url, '/edgepilot', true, 'journal'),
    await measurePage(platform.url, '/estrategias', true, 'strategies'),
    await measurePage(platform.url, '/tests/trades', true, 'journal'),
    await measurePage(platform.url, '/community', true, 'community'),
    await measurePage(platform.url, '/financehub', true, 'finance'),
    await measurePage(platform.url, '/cashcrafter', true, 'finance'),
    await measurePage(platform.url, '/tutor-ia', true, 'learning'),
  ];

  const client = new HttpClient(platform.url);
  const login = await client.post('/api/auth/login', {
    email: DEMO_ACCOUNTS.trader.email,
    password: DEMO_ACCOUNTS.trader.password,
  });
  const { user } = (await login.json()) as {
    user: { id: string; email: string; roles: string[]; status: string };
  };
  const identityUrl = platform.services.identity?.url ?? '';
  const direct = signGatewayIdentity(
    { sub: user.id, email: user.email, roles: user.roles as never, status: user.status as never },
    platform.secrets.internalSecret,
    DURATION * 3 + 60,
  );
  // Warm both paths, then measure each alone.
  await load('calentamiento', `${platform.url}/api/auth/me`, { cookie: client.cookieHeader() });
  const viaGateway = await load('gateway → identity', `${platform.url}/api/auth/me`, {
    cookie: client.cookieHeader(),
  });
  const straight = await load('identity directo', `${identityUrl}/api/auth/me`, {
    [GATEWAY_IDENTITY_HEADER]: direct,
  });

  console.log('\nPeso de carga en frío (Chromium, caché desactivada)');
  console.table(
    [landing, ...pages].map((page) => ({
      ruta: page.path,
      peticiones: page.requests,
      scripts: page.scripts,
      'JS gzip': kb(page.scriptGzipBytes),
      'JS transferido': kb(page.scriptTransferredBytes),
    })),
  );
  printChunkBreakdown(landing);
  if (pages[0]) printChunkBreakdown(pages[0]);
  console.log('Entrada de cada remoto (dist/remoteEntry.js)');
  console.table(remoteEntrySizes());
  console.log(`GET /api/auth/me, ${CONNECTIONS} conexiones, ${DURATION} s cada uno`);
  console.table(
    [viaGateway, straight].map((run) => ({
      camino: run.label,
      'req/s': Math.round(run.requestsPerSecond),
      'p50 ms': run.p50,
      'p99 ms': run.p99,
      'no 2xx': run.non2xx,
    })),
  );
  const learningUrl = platform.services.learning?.url ?? '';
  const learning = [
    await load(
      'GET /api/learning/modules/{id}',
      `${platform.url}/api/learning/modules/mecanica-del-mercado`,
      {
        cookie: client.cookieHeader(),
      },
    ),
    await load('GET /api/learning/lessons/{id}', `${platform.url}/api/learning/lessons/que-es-un-pip`, {
      cookie: client.cookieHeader(),
    }),
    await load(
      'GET /api/learning/lessons/{id} (directo)',
      `${learningUrl}/api/learning/lessons/que-es-un-pip`,
      {
        [GATEWAY_IDENTITY_HEADER]: direct,
      },
    ),
  ];
  console.log(`The Terminal, ${CONNECTIONS} conexiones, ${DURATION} s cada uno`);
  console.table(
    learning.map((run) => ({
      petición: run.label,
      'req/s': Math.round(run.requestsPerSecond),
      'p50 ms': run.p50,
      'p99 ms': run.p99,
      'no 2xx': run.non2xx,
    })),
  );
  // The dashboard's calls, as the demo trader (missions, a streak, goals, badges): each card loads on its own.
  const dashboard = [];
  for (const path of [
    '/api/xp/profile',
    '/api/xp/streak',
    '/api/missions',
    '/api/goals',
    '/api/recommendations',
    '/api/learning/modules',
  ]) {
    dashboard.push(await load(`GET ${path}`, `${platform.url}${path}`, { cookie: client.cookieHeader() }));
  }
  console.log(`Llamadas del dashboard, ${CONNECTIONS} conexiones, ${DURATION} s cada una`);
  console.table(
    dashboard.map((run) => ({
      petición: run.label,
      'req/s': Math.round(run.requestsPerSecond),
      'p50 ms': run.p50,
      'p99 ms': run.p99,
      'no 2xx': run.non2xx,
    })),
  );
  const journal = await measureJournal(platform.url, platform.databaseUrl, client);
  console.log('PipJournal: importaciones a través del gateway (objetivo ≤ 5 s)');
  console.table(journal.imports);
  console.log(
    'PipJournal: lista de operaciones con 100.000 operaciones de un usuario (objetivo p99 ≤ 50 ms)',
  );
  console.table(journal.list);
  console.log(
    'EdgePilot: GET /api/journal/stats, una conexión (objetivos: p50 ≤ 100 ms con 100.000; ≤ 1 s con 1.000.000)',
  );
  console.table(journal.stats);
  // A fresh signed identity: the journal's measures above outlast the first one's lifetime.
  const searchIdentity = signGatewayIdentity(
    { sub: user.id, email: user.email, roles: user.roles as never, status: user.status as never },
    platform.secrets.internalSecret,
    DURATION * 4 + 60,
  );
  const search = await measureSearch(platform, { [GATEWAY_IDENTITY_HEADER]: searchIdentity });
  console.log('Búsqueda de lecciones (directo al servicio learning)');
  console.table(
    search.map((row) => ({
      corpus: row.corpus,
      lecciones: row.lessons,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'req/s': row.rps,
    })),
  );
  const calculators = await measureCalculators(platform.url, DURATION);
  console.log('FinanceHub: POST /api/finance/calculators/position-size a través del gateway');
  console.table(calculators);
  const cashcrafter = await measureCashCrafter(platform.url, DURATION);
  console.log(
    'CashCrafter: el resumen y el informe de 12 meses del trader de demostración, a través del gateway',
  );
  console.table(cashcrafter);
  const assistant = await measureAssistant(platform.url);
  console.log('Asistente (modo local), como el trader de demostración a través del gateway');
  console.table(assistant);
  const community = await measureCommunity(platform);
  console.log('Comunidad: feed con 1.000.000 de publicaciones (directo al servicio: tiempo del servidor)');
  console.table(community.feed);
  console.log('Comunidad: búsqueda a través del gateway');
  console.table(community.search);
  console.log('Comunidad: una imagen de 5 MB publicada de extremo a extremo');
  console.table([community.image]);
  const realtime = await measureRealtime(platform.url);
  console.log(`Aprobación → notificación en el socket del usuario (${realtime.length} muestras)`);
  console.table([
    {
      'p50 ms': Math.round(percentile(realtime, 0.5)),
      'p95 ms': Math.round(percentile(realtime, 0.95)),
      'máx ms': Math.round(realtime.at(-1) ?? Number.NaN),
    },
  ]);
  const ratio = viaGateway.requestsPerSecond / straight.requestsPerSecond;
  console.log(`Relación gateway/directo: ${ratio.toFixed(2)} (objetivo ≥ 0.90) ${ratio >= 0.9 ? '✓' : '✗'}`);
  printPublicPageTargets([landing, ...pages.slice(0, 1)]);
  printSignedInPageTargets(pages.slice(1));
  const aprende = pages[2];
  console.log(
    `JS gzip propio del remoto learning en /aprende en frío: ${kb(aprende?.remoteGzipBytes ?? 0)} (objetivo ≤ 150 KB) ${(aprende?.remoteGzipBytes ?? 0) <= 150 * 1024 ? '✓' : '✗'}`,
  );
  const slowestImport = Math.max(...journal.imports.map((row) => row.ms));
  console.log(
    `Importación más lenta: ${slowestImport} ms (objetivo ≤ 5000 ms) ${slowestImport <= 5000 ? '✓' : '✗'}`,
  );
  const listP99 = Math.max(...journal.list.filter((row) => row.conexiones === 1).map((row) => row['p99 ms']));
  console.log(
    `Lista de operaciones, p99 con una conexión: ${listP99} ms (objetivo ≤ 50 ms) ${listP99 <= 50 ? '✓' : '✗'}`,
  );
  const pipjournal = pages[4];
  console.log(
    `JS gzip de /pipjournal en frío: ${kb(pipjournal?.scriptGzipBytes ?? 0)} (propio del remoto journal: ${kb(pipjournal?.remoteGzipBytes ?? 0)})`,
  );
  const edgepilot = pages[5];
  console.log(
    `JS gzip de /edgepilot en frío: ${kb(edgepilot?.scriptGzipBytes ?? 0)} (propio del remoto journal: ${kb(edgepilot?.remoteGzipBytes ?? 0)}; el gráfico se carga aparte al abrirse)`,
  );
  for (const page of pages.slice(6)) {
    console.log(
      `JS gzip de ${page?.path} en frío: ${kb(page?.scriptGzipBytes ?? 0)} (propio de su remoto: ${kb(page?.remoteGzipBytes ?? 0)})`,
    );
  }
  for (const row of journal.stats) {
    const target = row['operaciones del usuario'] >= 1_000_000 ? 1000 : 100;
    console.log(
      `EdgePilot, ${row.caso}, ${row['operaciones del usuario'].toLocaleString('es-ES')} operaciones: p50 ${row['p50 ms']} ms (objetivo ≤ ${target} ms) ${row['p50 ms'] <= target ? '✓' : '✗'}`,
    );
  }
  const feedP99 = Math.max(...community.feed.map((row) => row['p99 ms']));
  console.log(
    `Feed de la comunidad con 1.000.000 de publicaciones, el p99 más lento: ${feedP99} ms (objetivo ≤ 20 ms) ${feedP99 <= 20 ? '✓' : '✗'}`,
  );
  const dashboardJs = pages[1]?.scriptGzipBytes ?? 0;
  console.log(`JS gzip de /dashboard en frío: ${kb(dashboardJs)}`);
  const slowest = Math.max(...dashboard.map((run) => run.p99));
  console.log(
    `Llamadas del dashboard, el p99 más lento: ${slowest} ms (objetivo ≤ 250 ms con ${CONNECTIONS} conexiones) ${slowest <= 250 ? '✓' : '✗'}`,
  );
  for (const row of calculators) {
    console.log(
      `Calculadora de tamaño de posición, ${row.conexiones} ${row.conexiones === 1 ? 'conexión' : 'conexiones'}: p50 ${row['p50 ms']} ms (el issue 16 no fija objetivo)`,
    );
  }
  const curriculumSearch = search[0]?.p50 ?? Number.NaN;
  console.log(
    `Búsqueda sobre el curso, p50 con una conexión: ${curriculumSearch} ms (objetivo < 20 ms) ${curriculumSearch < 20 ? '✓' : '✗'}`,
  );
  // Last: five runs × two presets × eight pages take minutes (BENCH_ONLY=lighthouse runs only these).
  printLighthouse(await measureLighthouse(platform.url));
} finally {
  await platform.stop();
}
if (!process.env.BENCH_ONLY) await runServerBench();
