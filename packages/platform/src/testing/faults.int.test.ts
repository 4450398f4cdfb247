import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AppNotification,
  DEMO_ACCOUNTS,
  Messages,
  type NotificationPage,
  SERVICES,
} from '@pipcrafters/contracts';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, startThrowawayPlatform, type ThrowawayPlatform } from '../platform.js';
import { freePort } from '../processes.js';
import { HttpClient, TEST_PASSWORD, uniqueEmail } from './http-client.js';

/**
 * Faults on a platform of its own, started by the same supervising launcher code as `npm start` (embedded
 * PostgreSQL, every service, the gateway), so that killing its parts never disturbs the stack the other files share.
 */
const UPSTREAM_TIMEOUT_MS = 2000;
/** How soon the platform must answer normally again once PostgreSQL is back. */
const RECOVERY_LIMIT_MS = 10_000;
const WRITERS = 4;
const APPLICANTS = 3;
const WELCOME_TITLE = '¡Bienvenido a PipCrafters!';

let platform: ThrowawayPlatform;
const supervisorLines: string[] = [];
const gaveUp: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; the time it took, in ms. */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${what}: no se cumplió en ${timeoutMs} ms`);
}

async function status(client: HttpClient, path: string): Promise<number> {
  const response = await client.get(path).catch(() => undefined);
  await response?.body?.cancel();
  return response?.status ?? 0;
}

async function signedIn(email: string, password = TEST_PASSWORD): Promise<HttpClient> {
  const client = new HttpClient(platform.url);
  await client.signIn({ email, password });
  return client;
}

/** A sign-up, still PENDING, signed in by its registration cookies. */
async function register(prefix: string): Promise<{ id: string; email: string; client: HttpClient }> {
  const email = uniqueEmail(prefix);
  const client = new HttpClient(platform.url);
  const response = await client.json<{ user: { id: string } }>('POST', '/api/auth/register', {
    firstName: 'Prueba',
    lastName: 'Fallos',
    email,
    password: TEST_PASSWORD,
  });
  if (response.status !== 201) throw new Error(`registro: ${response.status} ${response.text}`);
  return { id: response.body.user.id, email, client };
}

async function approve(admin: HttpClient, id: string): Promise<void> {
  const response = await admin.json('POST', `/api/admin/requests/${id}/approve`);
  if (response.status !== 200) throw new Error(`aprobación: ${response.status} ${response.text}`);
}

/**
 * The error lines that the platform's logs hold, to explain a 5xx: pino's JSON lines at error or fatal level
 * (`"level":50`, `"level":60`) and any plain line saying ERROR (with the lines after it), the event bus's reconnection
 * noise left out, at most 40.
 */
function loggedErrors(): string {
  const folder = join(platform.dataDir, 'logs');
  return readdirSync(folder)
    .flatMap((file) => {
      const lines = readFileSync(join(folder, file), 'utf8').split('\n');
      return lines.flatMap((line, index) => {
        if (/"level":(50|60)\b/.test(line)) {
          return /"context":"EventBus"/.test(line) ? [] : [`${file}: ${line.slice(0, 2000)}`];
        }
        return /ERROR/.test(line) ? [`${file}: ${lines.slice(index, index + 8).join('\n')}`] : [];
      });
    })
    .slice(0, 40)
    .join('\n');
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: platform.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function pidOf(name: string): number {
  const pid = name === 'gateway' ? platform.gateway.child.pid : platform.services[name]?.process.child.pid;
  if (!pid) throw new Error(`${name} no tiene proceso`);
  return pid;
}

function signal(name: string, kind: NodeJS.Signals): void {
  process.kill(pidOf(name), kind);
}

const BACK_END = [...SERVICES.map((service) => service.name), 'gateway'];

beforeAll(async () => {
  platform = await startThrowawayPlatform('faults', {
    echo: process.env.STACK_LOGS ? 'all' : 'none',
    env: {
      LOG_LEVEL: 'warn',
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_IP_RATE_LIMIT: '10000',
      REGISTER_RATE_LIMIT: '10000',
    },
    supervise: {
      log: (line) => {
        supervisorLines.push(line);
        console.log(`[supervisor] ${line}`);
      },
      giveUp: (name) => gaveUp.push(name),
    },
  });
}, 120_000);

afterAll(async () => {
  await platform?.stop();
});

describe('faults', () => {
  it('a paused service answers 504 for its own routes only, and serves again once resumed', async () => {
    const trader = await signedIn(DEMO_ACCOUNTS.trader.email, DEMO_ACCOUNTS.trader.password);
    expect(await status(trader, '/api/notifications')).toBe(200);

    signal('progress', 'SIGSTOP');
    try {
      const started = Date.now();
      const paused = await trader.json('GET', '/api/notifications');
      const waited = Date.now() - started;
      expect(paused.status).toBe(504);
      expect(paused.body).toMatchObject({ code: 'GATEWAY_TIMEOUT' });
      expect(waited).toBeLessThan(UPSTREAM_TIMEOUT_MS + 2000);
      // identity's routes are untouched.
      expect(await status(trader, '/api/auth/me')).toBe(200);
      expect(await status(trader, '/api/user')).toBe(200);
    } finally {
      signal('progress', 'SIGCONT');
    }
    const recovery = await until('progress tras SIGCONT', async () => {
      return (await status(trader, '/api/notifications')) === 200;
    });
    console.log(
      `[faults] progress en pausa (SIGSTOP): 504 en sus rutas; responde ${recovery} ms tras SIGCONT`,
    );
    // A paused process has not ended: nothing was restarted.
    for (const name of BACK_END) expect(platform.restarts(name), name).toBe(0);
  }, 30_000);

  it('survives a PostgreSQL restart under a write load: acknowledged writes kept, 503s meanwhile, nothing else restarts', async () => {
    const admin = await signedIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const writers: { client: HttpClient; id: string }[] = [];
    for (let i = 0; i < WRITERS; i += 1) {
      const user = await register('fallos.carga');
      await approve(admin, user.id);
      writers.push({ client: await signedIn(user.email), id: user.id });
    }
    const applicants = await Promise.all(
      Array.from({ length: APPLICANTS }, () => register('fallos.aspirante')),
    );
    // Signed in but never used: its session is not in the gateway's cache, so each call asks identity.
    const uncached = await signedIn(DEMO_ACCOUNTS.trader.email, DEMO_ACCOUNTS.trader.password);
    // A second gateway holding sockets only: what reaches them crosses PostgreSQL's LISTEN/NOTIFY.
    const socketsOnly = await startGatewayProcess({
      port: await freePort(),
      internalSecret: platform.secrets.internalSecret,
      jwtPublicKey: platform.secrets.jwtPublicKey,
      databaseUrl: platform.databaseUrl,
      serviceUrls: Object.fromEntries(
        Object.values(platform.services).map((service) => [service.name, service.url]),
      ),
      logFile: join(platform.dataDir, 'logs', 'gateway-sockets-only.log'),
      echo: 'none',
      env: { LOG_LEVEL: 'warn', REALTIME_DELIVERY: 'false' },
      readyPath: '/api/config/remotes',
    });
    const pidsBefore = Object.fromEntries(BACK_END.map((name) => [name, pidOf(name)]));
    const postgresPid = platform.postgres?.pid;
    expect(postgresPid).toBeGreaterThan(0);

    // Events published before the outage and consumed after it: progress is paused while identity approves.
    signal('progress', 'SIGSTOP');
    let progressPaused = true;
    try {
      for (const applicant of applicants) await approve(admin, applicant.id);

      const answers = new Map<number, number>();
      const count = (code: number) => answers.set(code, (answers.get(code) ?? 0) + 1);
      // Every 5xx other than a 503, with its route and body, to say which call broke.
      const broken: string[] = [];
      const record = async (what: string, response: Response | undefined) => {
        const code = response?.status ?? 0;
        count(code);
        if (response && code >= 500 && code !== 503) broken.push(`${what} ${code} ${await response.text()}`);
        else await response?.body?.cancel();
        return code;
      };
      let retryAfterMissing = 0;
      let stop = false;
      const lastAcknowledged = new Map<string, string>();
      let profileWrites = 0;
      const registered: string[] = [];

      // Each writer renames itself over and over (a write acknowledged with 2xx is committed), and one more loop
      // signs up new users (each acknowledged sign-up is a row of its own).
      const renames = writers.map(async (writer, index) => {
        let n = 0;
        let lastFailed = false;
        while (!stop || lastFailed) {
          n += 1;
          const firstName = `Carga ${index}-${n}`;
          const response = await writer.client.patch('/api/user', { firstName }).catch(() => undefined);
          const code = await record('PATCH /api/user', response);
          lastFailed = code < 200 || code >= 300;
          if (!lastFailed) {
            profileWrites += 1;
            lastAcknowledged.set(writer.id, firstName);
          } else {
            if (code === 503 && !response?.headers.get('retry-after')) retryAfterMissing += 1;
            await sleep(50);
          }
        }
      });
      const signUps = (async () => {
        while (!stop) {
          const email = uniqueEmail('fallos.alta');
          const response = await new HttpClient(platform.url)
            .post('/api/auth/register', {
              firstName: 'Alta',
              lastName: 'Carga',
              email,
              password: TEST_PASSWORD,
            })
            .catch(() => undefined);
          await record('POST /api/auth/register', response);
          if (response && response.status >= 200 && response.status < 300) registered.push(email);
          else await sleep(50);
        }
      })();

      await sleep(1500);
      const writesBefore = profileWrites;
      // A fast shutdown, as `pg_ctl stop -m fast` or a service manager would do it.
      const killedAt = Date.now();
      process.kill(postgresPid as number, 'SIGINT');

      // While PostgreSQL is away: an uncached session's calls, each service's /health and the gateway's.
      const unavailable: { what: string; status: number; retryAfter: string | null; body: string }[] = [];
      let probing = true;
      // Each target is probed on its own (a paused progress must not hold the others up).
      const timeout = () => ({ signal: AbortSignal.timeout(1000) });
      const targets: [string, () => Promise<Response>][] = [
        ['GET /api/auth/me', () => uncached.get('/api/auth/me')],
        ['GET /api/notifications', () => uncached.get('/api/notifications')],
        ['GET /api/health', () => fetch(`${platform.url}/api/health`, timeout())],
        ...Object.values(platform.services).map((service): [string, () => Promise<Response>] => [
          `${service.name} /health`,
          () => fetch(`${service.url}/health`, timeout()),
        ]),
      ];
      const probes = targets.map(async ([what, call]) => {
        while (probing) {
          const response = await call().catch(() => undefined);
          if (response && response.status !== 200) {
            const retryAfter = response.headers.get('retry-after');
            unavailable.push({ what, status: response.status, retryAfter, body: await response.text() });
          } else {
            await response?.body?.cancel();
          }
          await sleep(50);
        }
      });

      await until('PostgreSQL reiniciado', () => platform.restarts('PostgreSQL') === 1, 60_000);
      const postgresBackAt = Date.now();
      signal('progress', 'SIGCONT');
      progressPaused = false;

      const probe = writers[0]?.client as HttpClient;
      await until(
        'la plataforma responde con normalidad',
        async () =>
          (await status(probe, '/api/auth/me')) === 200 &&
          (await status(probe, '/api/notifications')) === 200 &&
          (await status(probe, '/api/xp/profile')) === 200,
        RECOVERY_LIMIT_MS + 5000,
      );
      const normalAt = Date.now();
      probing = false;
      await Promise.all(probes);
      await sleep(1000);
      stop = true;
      await Promise.all([...renames, signUps]);

      // Every acknowledged write is there: each writer's last acknowledged name, every acknowledged sign-up.
      const names = await query<{ id: string; first_name: string }>(
        'SELECT id, first_name FROM identity.users WHERE id = ANY($1::uuid[])',
        [writers.map((writer) => writer.id)],
      );
      const keptRenames = names.filter((row) => lastAcknowledged.get(row.id) === row.first_name).length;
      const foundSignUps = Number(
        (
          await query<{ count: string }>('SELECT count(*) FROM identity.users WHERE email = ANY($1)', [
            registered,
          ])
        )[0]?.count,
      );

      // Identity's approvals, published while progress was paused, reach it after the outage.
      await until(
        'bienvenidas entregadas tras la caída',
        async () => {
          for (const applicant of applicants) {
            const client = await signedIn(applicant.email);
            const response = await client.json<NotificationPage>('GET', '/api/notifications');
            const items: AppNotification[] = response.body.items ?? [];
            if (!items.some((item) => item.title === WELCOME_TITLE)) return false;
          }
          return true;
        },
        30_000,
      );
      const welcomedAt = Date.now();

      // Both gateways LISTEN again, and a push delivered by the first reaches a socket held by the second.
      await until(
        'escucha de tiempo real restablecida',
        async () =>
          (
            await query<{ count: number }>(
              `SELECT count(*)::int AS count FROM pg_stat_activity
               WHERE application_name = 'pipcrafters-gateway-realtime-listen'
                 AND (query LIKE 'LISTEN%' OR query LIKE 'NOTIFY%')`,
            )
          )[0]?.count === 2,
        15_000,
      );
      const late = await register('fallos.socket');
      const socket = io(socketsOnly.url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie: late.client.cookieHeader() },
        reconnection: false,
        forceNew: true,
      });
      let pushedAfter: number;
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const pushed = new Promise<string>((resolve) =>
          socket.on('notification:new', (notification: AppNotification) => resolve(notification.title)),
        );
        const approvedAt = Date.now();
        await approve(admin, late.id);
        const title = await Promise.race([pushed, sleep(10_000).then(() => 'nada en 10 s')]);
        pushedAfter = Date.now() - approvedAt;
        expect(title).toBe(WELCOME_TITLE);
      } finally {
        socket.disconnect();
      }

      const histogram = [...answers.entries()]
        .sort(([a], [b]) => a - b)
        .map(([code, times]) => `${code === 0 ? 'sin respuesta' : code}×${times}`)
        .join(', ');
      const outageAnswers = [...new Set(unavailable.map((entry) => `${entry.what} ${entry.status}`))];
      console.log(
        [
          '[faults] reinicio de PostgreSQL bajo carga',
          `  escrituras de perfil aceptadas (2xx): ${profileWrites} (${writesBefore} antes del corte); última aceptada de cada usuario presente: ${keptRenames} de ${writers.length}`,
          `  altas aceptadas (2xx): ${registered.length}; encontradas después: ${foundSignUps}`,
          `  respuestas a la carga: ${histogram}`,
          `  mientras tanto: ${outageAnswers.join(', ')}`,
          `  PostgreSQL de vuelta ${postgresBackAt - killedAt} ms tras el corte; plataforma normal ${normalAt - postgresBackAt} ms después (${normalAt - killedAt} ms desde el corte)`,
          `  bienvenidas publicadas antes del corte: entregadas ${welcomedAt - postgresBackAt} ms tras la vuelta de PostgreSQL`,
          `  aviso por socket a través de la segunda pasarela: ${pushedAfter} ms tras la aprobación`,
        ].join('\n'),
      );

      expect(keptRenames).toBe(writers.length);
      expect(foundSignUps).toBe(registered.length);
      expect(profileWrites).toBeGreaterThan(writesBefore);
      if (broken.length > 0) console.log(`[faults] 5xx:\n${broken.join('\n')}\n${loggedErrors()}`);
      expect(answers.get(500) ?? 0, 'ningún 500 mientras PostgreSQL no estaba').toBe(0);
      expect(retryAfterMissing, '503 sin Retry-After').toBe(0);
      expect(normalAt - postgresBackAt).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      // Meanwhile every answer that was not a 200 was a 503 with Retry-After, in Spanish; /health said why.
      expect(unavailable.length, 'las sondas no vieron la caída').toBeGreaterThan(0);
      for (const entry of unavailable) {
        expect({ what: entry.what, status: entry.status }).toEqual({ what: entry.what, status: 503 });
        // The gateway's own health report names the service that is down instead.
        if (entry.what !== 'GET /api/health') expect(entry.retryAfter, entry.what).toBe('5');
        expect(JSON.parse(entry.body)).toMatchObject({
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: Messages.serviceUnavailable,
        });
      }
      const healthDown = unavailable.filter(
        (entry) => / \/health$/.test(entry.what) && !entry.what.startsWith('GET'),
      );
      expect(healthDown.length, 'ningún /health de servicio vio la caída').toBeGreaterThan(0);
      for (const entry of healthDown) {
        expect(JSON.parse(entry.body)).toMatchObject({
          error: { database: { status: 'down', message: Messages.databaseUnavailable } },
        });
      }
      expect(unavailable.some((entry) => entry.what === 'GET /api/auth/me')).toBe(true);
      // No process died with the database: only PostgreSQL itself was started again.
      for (const name of BACK_END) {
        expect(platform.restarts(name), `${name} reiniciado`).toBe(0);
        expect(pidOf(name), `${name} sigue siendo el mismo proceso`).toBe(pidsBefore[name]);
      }
      expect(socketsOnly.process.child.exitCode, 'la segunda pasarela sigue viva').toBeNull();
      expect(platform.postgres?.pid).not.toBe(postgresPid);
      expect(gaveUp).toEqual([]);
    } finally {
      if (progressPaused) signal('progress', 'SIGCONT');
      await socketsOnly.process.stop();
    }
  }, 120_000);

  it('a killed service or gateway comes back by itself while the others keep answering', async () => {
    const trader = await signedIn(DEMO_ACCOUNTS.trader.email, DEMO_ACCOUNTS.trader.password);
    const ownRoute: Record<string, string> = {
      identity: '/api/auth/me',
      progress: '/api/notifications',
      gateway: '/api/config/remotes',
    };
    const figures: string[] = [];
    for (const name of BACK_END) {
      const before = pidOf(name);
      const restartsBefore = platform.restarts(name);
      const killedAt = Date.now();
      signal(name, 'SIGKILL');
      // The others keep answering while it is down (each service's own /health, straight to it).
      for (const other of SERVICES.filter((service) => service.name !== name)) {
        const url = platform.services[other.name]?.url;
        const response = await fetch(`${url}/health`);
        expect(response.status, `${other.name} mientras ${name} no está`).toBe(200);
      }
      if (name === 'progress') expect(await status(trader, '/api/user')).toBe(200);
      await until(`${name} reiniciado`, () => platform.restarts(name) === restartsBefore + 1, 30_000);
      const recovered = await until(
        `${name} responde`,
        async () => (await status(trader, ownRoute[name] ?? '/api/health')) === 200,
        15_000,
      );
      expect(pidOf(name)).not.toBe(before);
      figures.push(`${name} ${Date.now() - killedAt} ms (${recovered} ms tras su reinicio)`);
    }
    expect(await status(trader, '/api/health')).toBe(200);
    expect(gaveUp).toEqual([]);
    console.log(`[faults] SIGKILL → vuelve a responder: ${figures.join('; ')}`);
  }, 90_000);
});
