import {
  type CommunityPost,
  GATEWAY_IDENTITY_HEADER,
  type LearningModuleDetail,
  type LearningOverview,
  type TradePage,
} from '@pipcrafters/contracts';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import pg from 'pg';
import { type RunningPlatform, startThrowawayPlatform } from '../platform.js';
import { HttpClient } from '../testing/http-client.js';
import { printSeedScaleSummary, SCALE_PASSWORD, scaleUserEmail, seedScale } from './seed-scale.js';

/**
 * `npm run bench:load`: a throwaway platform, the demo data scaled to 10,000 users (`seed-scale.ts`), then a mixed
 * load of virtual users through the gateway, each signed in as one of the seeded users and moving through the
 * product like a person: the dashboard, the course (module list, a module, a lesson), the journal (accounts, trade
 * list, a trade), EdgePilot's statistics, the community (feed, a post), with think time between pages; a page's
 * calls go out together, as the browser sends them. About one user in three asks Alvaro one question during the
 * minute (local mode), well inside the assistant's 20 questions per 10 minutes. Sign-ins are spread over the first
 * ten seconds (people do not all arrive in the same second). Targets: 0 errors, p99 ≤ 250 ms.
 *
 * No library models sessions with cookies and think time (autocannon replays fixed requests; k6 is not an npm
 * package), so this is a small loop over Node's fetch (undici) per virtual user.
 *
 * Switches: BENCH_LOAD_VUS (100), BENCH_LOAD_SECONDS (60), BENCH_LOAD_USERS (10,000 seeded users),
 * BENCH_LOAD_POSTS (50,000), BENCH_LOAD_THINK_MS (mean think time between pages, 3,000).
 *
 * The virtual users are returning users, as the seeded ones are (months of lessons and trades): before the minute,
 * each one's missions are made as an earlier visit made them (`earlierVisit`: the platform's missions, measured
 * against their history, with the XP and notices that pays, and that day's and week's), and their daily missions are
 * then dated the day before. So a sign-in in the minute pays what a returning learner's first visit of the day pays
 * (new daily missions, measured), not the once-in-a-lifetime settling of months of history, which a freshly seeded
 * account would otherwise do at its first sign-in. Nothing else is warmed: every process's caches stay cold.
 * BENCH_LOAD_FIRST_VISIT=true skips it (every user's first visit ever).
 *
 * The gateway's sign-in limit per address (50 a minute) is raised to 10,000 for the run: every virtual user signs in
 * from 127.0.0.1, where real users would come from their own addresses. The per-e-mail limit stays as shipped (each
 * virtual user signs in once).
 */
const VUS = Number(process.env.BENCH_LOAD_VUS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 10_000);
const POSTS = Number(process.env.BENCH_LOAD_POSTS ?? 50_000);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 3000);
const FIRST_VISIT = process.env.BENCH_LOAD_FIRST_VISIT === 'true';
const RAMP_MS = 10_000;
const TARGET_P99_MS = 250;

const QUESTIONS = [
  '¿Qué es el spread y cómo me afecta?',
  '¿Cuánto vale un pip en EURUSD con 0,5 lotes?',
  '¿Para qué sirve el stop loss?',
  '¿Qué es un drawdown?',
  '¿Qué debe tener un plan de trading?',
];

interface Sample {
  /** The endpoint as a route (`GET /api/journal/trades/{id}`). */
  endpoint: string;
  /** The page or action it belongs to (inicio de sesión, dashboard, lecciones…). */
  area: string;
  status: number;
  ms: number;
}

const samples: Sample[] = [];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Exponentially distributed think time around the mean (most pauses short, a few long), at least 300 ms; never past
 * `until` (the end of the run).
 */
const think = (until = Number.POSITIVE_INFINITY) =>
  sleep(
    Math.min(Math.max(300, -Math.log(1 - Math.random()) * THINK_MS), Math.max(0, until - performance.now())),
  );

class VirtualUser {
  private readonly client: HttpClient;
  private lessons: string[] = [];
  private askAt: number;

  constructor(
    baseUrl: string,
    private readonly userNumber: number,
    private readonly endsAt: number,
  ) {
    this.client = new HttpClient(baseUrl);
    // One question in three minutes on average: a third of the users ask during a one-minute run.
    this.askAt = performance.now() + Math.random() * 180_000;
  }

  /** One call, timed to the end of its body; the body parsed when it is JSON. */
  private async call<T>(
    area: string,
    endpoint: string,
    path: string,
    method = 'GET',
    body?: unknown,
  ): Promise<{ status: number; body: T | undefined }> {
    const started = performance.now();
    let status = 0;
    let parsed: T | undefined;
    let ms: number | undefined;
    try {
      const response = await this.client.request(method, path, body);
      status = response.status;
      if (response.headers.get('content-type')?.includes('text/event-stream')) {
        // A streamed answer (the assistant's, as the panel asks for it) is timed to its first token: the rest is
        // written out at a reading pace on purpose (12 ms every two words), not server time.
        const reader = response.body?.getReader();
        const decoder = new TextDecoder();
        let text = '';
        while (reader) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          if (ms === undefined && text.includes('event: token')) ms = performance.now() - started;
        }
      } else {
        const text = await response.text();
        if (text && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text) as T;
      }
    } catch {
      status = 0;
    }
    samples.push({
      endpoint: `${method} ${endpoint}`,
      area,
      status,
      ms: ms ?? performance.now() - started,
    });
    return { status, body: parsed };
  }

  async run(): Promise<void> {
    const login = await this.call('inicio de sesión', '/api/auth/login', '/api/auth/login', 'POST', {
      email: scaleUserEmail(this.userNumber),
      password: SCALE_PASSWORD,
    });
    if (login.status !== 200) return;
    const pages = [
      () => this.dashboard(),
      () => this.course(),
      () => this.journal(),
      () => this.edgePilot(),
      () => this.community(),
    ];
    let page = Math.floor(Math.random() * pages.length);
    while (performance.now() < this.endsAt) {
      if (performance.now() >= this.askAt) {
        this.askAt = Number.POSITIVE_INFINITY;
        await this.ask();
      } else {
        await pages[page % pages.length]?.();
        page += 1;
      }
      await think(this.endsAt);
    }
  }

  private async dashboard(): Promise<void> {
    const area = 'dashboard';
    await Promise.all([
      this.call(area, '/api/user', '/api/user'),
      this.call(area, '/api/xp/profile', '/api/xp/profile'),
      this.call(area, '/api/xp/streak', '/api/xp/streak'),
      this.call(area, '/api/missions', '/api/missions'),
      this.call(area, '/api/goals', '/api/goals'),
      this.call(area, '/api/recommendations', '/api/recommendations'),
      this.call(area, '/api/learning/modules', '/api/learning/modules'),
      this.call(area, '/api/journal/stats', '/api/journal/stats'),
      this.call(area, '/api/notifications', '/api/notifications?page=1&pageSize=5'),
    ]);
  }

  private async course(): Promise<void> {
    const area = 'lecciones';
    if (this.lessons.length === 0) {
      const overview = await this.call<LearningOverview>(
        area,
        '/api/learning/modules',
        '/api/learning/modules',
      );
      const unlocked = overview.body?.modules.filter((module) => module.unlocked) ?? [];
      const module = unlocked[Math.floor(Math.random() * unlocked.length)];
      if (!module) return;
      await think();
      const detail = await this.call<LearningModuleDetail>(
        area,
        '/api/learning/modules/{id}',
        `/api/learning/modules/${module.id}`,
      );
      this.lessons = detail.body?.lessons.map((lesson) => lesson.id) ?? [];
      await think();
    }
    const lesson = this.lessons[Math.floor(Math.random() * this.lessons.length)];
    if (lesson) await this.call(area, '/api/learning/lessons/{id}', `/api/learning/lessons/${lesson}`);
  }

  private async journal(): Promise<void> {
    const area = 'diario';
    const [, list] = await Promise.all([
      this.call(area, '/api/journal/accounts', '/api/journal/accounts'),
      this.call<TradePage>(area, '/api/journal/trades', '/api/journal/trades?pageSize=25'),
    ]);
    const items = list.body?.items ?? [];
    const trade = items[Math.floor(Math.random() * items.length)];
    if (!trade) return;
    await think();
    await this.call(area, '/api/journal/trades/{id}', `/api/journal/trades/${trade.id}`);
  }

  private async edgePilot(): Promise<void> {
    await this.call('EdgePilot', '/api/journal/stats', '/api/journal/stats');
  }

  private async community(): Promise<void> {
    const area = 'comunidad';
    const feed = await this.call<CommunityPost[]>(
      area,
      '/api/community/posts',
      '/api/community/posts?sort=new&limit=20',
    );
    const posts = feed.body ?? [];
    const post = posts[Math.floor(Math.random() * posts.length)];
    if (!post) return;
    await think();
    await this.call(area, '/api/community/posts/{id}', `/api/community/posts/${post.id}`);
  }

  private async ask(): Promise<void> {
    const area = 'asistente';
    const conversation = await this.call<{ id: string }>(
      area,
      '/api/assistant/conversations',
      '/api/assistant/conversations',
      'POST',
      { assistant: 'alvaro' },
    );
    if (!conversation.body?.id) return;
    await think();
    await this.call(
      area,
      '/api/assistant/conversations/{id}/messages (primer token)',
      `/api/assistant/conversations/${conversation.body.id}/messages`,
      'POST',
      { content: QUESTIONS[this.userNumber % QUESTIONS.length] },
    );
  }
}

/** Latency figures of a group of samples. */
function figures(group: Sample[]) {
  const times = group.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = group.filter((sample) => sample.status === 0 || sample.status >= 400).length;
  return {
    peticiones: group.length,
    errores: errors,
    'p50 ms': Math.round(percentile(times, 0.5)),
    'p95 ms': Math.round(percentile(times, 0.95)),
    'p99 ms': Math.round(percentile(times, 0.99)),
    'máx ms': Math.round(times.at(-1) ?? Number.NaN),
  };
}

function grouped(key: (sample: Sample) => string) {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) groups.set(key(sample), [...(groups.get(key(sample)) ?? []), sample]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The virtual users' missions as an earlier visit left them: progress lists each one's missions (straight to the
 * service, with the identity the gateway would sign, so no session starts and no other service is asked), which makes
 * and measures them; then the daily ones are dated the day before, so the run's sign-ins make that day's.
 */
async function earlierVisit(platform: RunningPlatform, userNumbers: number[]): Promise<void> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: platform.databaseUrl });
  await client.connect();
  try {
    const { rows: users } = await client.query<{ id: string; email: string }>(
      'SELECT id, email FROM identity.users WHERE email = ANY($1)',
      [userNumbers.map(scaleUserEmail)],
    );
    const progress = platform.services.progress?.url;
    if (!progress) throw new Error('progress no está en marcha');
    for (const user of users) {
      const identity = signGatewayIdentity(
        { sub: user.id, email: user.email, roles: ['USER'], status: 'ACTIVE' },
        platform.secrets.internalSecret,
      );
      const response = await fetch(`${progress}/api/missions`, {
        headers: { [GATEWAY_IDENTITY_HEADER]: identity },
      });
      if (response.status !== 200) throw new Error(`misiones: ${response.status} ${await response.text()}`);
    }
    const moved = await client.query(
      `UPDATE progress.missions
          SET period_key = to_char(period_key::date - 1, 'YYYY-MM-DD'),
              starts_at = starts_at - interval '1 day', ends_at = ends_at - interval '1 day'
        WHERE kind = 'daily' AND user_id = ANY($1)`,
      [users.map((user) => user.id)],
    );
    console.log(
      `Visita anterior: misiones de ${users.length} usuarios hechas y medidas, ${moved.rowCount} diarias pasadas a ayer (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await client.end();
  }
}

// Built by launch.ts before this module loads.
const platform = await startThrowawayPlatform('bench', {
  echo: 'problems',
  env: { LOG_LEVEL: 'warn', LOGIN_IP_RATE_LIMIT: '10000' },
});
try {
  console.log(`Sembrando ${USERS.toLocaleString('es-ES')} usuarios…`);
  const seeded = await seedScale(platform.databaseUrl, { users: USERS, posts: POSTS, log: console.log });
  printSeedScaleSummary(seeded);

  console.log(
    `Carga mixta: ${VUS} usuarios virtuales durante ${SECONDS} s (pausa media ${THINK_MS} ms, entradas repartidas en ${RAMP_MS / 1000} s)`,
  );
  const userNumbers = Array.from(
    { length: VUS },
    // Spread over the seeded users, the ones with 5,000 trades (1, 1001…) among them.
    (_, index) => 1 + ((index * 1000 + Math.floor(index / 10)) % USERS),
  );
  if (!FIRST_VISIT) await earlierVisit(platform, userNumbers);
  const started = performance.now();
  const endsAt = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: VUS }, async (_, index) => {
      await sleep((index / VUS) * RAMP_MS);
      await new VirtualUser(platform.url, userNumbers[index] ?? 1, endsAt).run();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  // A page begun just before the end still finishes (its calls are counted).

  const overall = figures(samples);
  console.log(
    `Resultado: ${overall.peticiones} peticiones en ${elapsed.toFixed(1)} s (${Math.round(overall.peticiones / elapsed)} req/s)`,
  );
  console.log('Por página o acción');
  console.table(grouped((sample) => sample.area).map(([area, group]) => ({ área: area, ...figures(group) })));
  console.log('Por endpoint');
  console.table(
    grouped((sample) => sample.endpoint).map(([endpoint, group]) => ({ endpoint, ...figures(group) })),
  );
  const failures = grouped((sample) => `${sample.endpoint} → ${sample.status || 'sin respuesta'}`).filter(
    ([, group]) => group[0] && (group[0].status === 0 || group[0].status >= 400),
  );
  if (failures.length > 0) {
    console.log('Errores por endpoint y estado');
    console.table(failures.map(([error, group]) => ({ error, veces: group.length })));
  }
  console.log(`Errores: ${overall.errores} (objetivo 0) ${overall.errores === 0 ? '✓' : '✗'}`);
  console.log(
    `p50 ${overall['p50 ms']} ms, p95 ${overall['p95 ms']} ms, p99 ${overall['p99 ms']} ms (objetivo p99 ≤ ${TARGET_P99_MS} ms) ${overall['p99 ms'] <= TARGET_P99_MS ? '✓' : '✗'}`,
  );
} finally {
  await platform.stop();
}
