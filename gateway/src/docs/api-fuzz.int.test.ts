import {
  type FuzzOperation,
  type FuzzParameter,
  fuzzRequests,
  type JsonSchema,
} from '@pipcrafters/platform/src/testing/api-fuzz';
import {
  activeUser,
  eventually,
  login,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { TEST_PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { HttpClient, INTEGRATION_ADMIN, sql } from '@pipcrafters/platform/src/testing/stack';
import { HTTP_METHODS, type PlatformOperation } from '@pipcrafters/service-kit';
import fc from 'fast-check';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MergedDocument } from './merge';

/**
 * The hostile-input property harness: every mutating operation (POST, PATCH, PUT, DELETE) and every list operation
 * (a GET with query parameters) of the merged OpenAPI document, read from /api/docs as an admin, gets RUNS
 * generated requests (fast-check, `api-fuzz.ts`). Never a 5xx; every 4xx a Spanish `message`; and a second user,
 * never targeted, is the same afterwards. A new endpoint is fuzzed by being in the document.
 *
 * Replay a run with `FUZZ_SEED=<seed printed> npx vitest run --project integration gateway/src/docs/api-fuzz`.
 */
const stack = inject('stack');
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 200));
/** Operations fuzzed at once (each one's cases run one after another): the machine has two cores. */
const CONCURRENCY = 4;

/**
 * Operations that end the caller's session (or would, given the right password): each runs as a user of its own,
 * so nobody else is signed out. Their cases go on after that user's session ended, signed out.
 */
const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'POST /api/auth/refresh',
  'POST /api/user/password',
]);

/**
 * Each fuzzed caller talks from a loopback address of its own (127.0.0.20 and up): the gateway's rate limits are
 * per address, so the harness neither spends the budget of the other test files nor runs out of its own.
 */
const agents: Agent[] = [];
function fromLoopback(): typeof fetch {
  const agent = new Agent({ localAddress: `127.0.0.${20 + (agents.length % 200)}` });
  agents.push(agent);
  return ((url: string, init: object) =>
    undiciFetch(url, { ...init, dispatcher: agent })) as unknown as typeof fetch;
}

/** The same session, its requests sent from a loopback address of their own. */
function relocated(signedIn: SignedIn): HttpClient {
  const client = new HttpClient(stack.gatewayUrl, fromLoopback());
  for (const [name, value] of signedIn.client.cookies) client.cookies.set(name, value);
  return client;
}

/** A pool of clients for public operations: a fresh cookie jar per case, addresses in turn. */
const anonymousSenders = Array.from({ length: 16 }, () => fromLoopback());
let anonymousTurn = 0;
const anonymous = () =>
  new HttpClient(stack.gatewayUrl, anonymousSenders[anonymousTurn++ % anonymousSenders.length]);

interface Target {
  label: string;
  operation: FuzzOperation;
  access: string;
}

let document: MergedDocument;
let targets: Target[];
let caller: { active: HttpClient; admin: HttpClient; sessionEnding: Map<string, HttpClient> };
let observer: SignedIn;
const victimIds: string[] = [];

/** Whether a 2xx answer of the operation is documented as an array. */
const returnsArray = (operation: PlatformOperation) =>
  Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      status.startsWith('2') &&
      (response as { content?: Record<string, { schema?: JsonSchema }> }).content?.['application/json']
        ?.schema?.type === 'array',
  );

/** Mutating operations, and the lists: GETs that take query parameters or answer an array. */
function fuzzTargets(merged: MergedDocument): Target[] {
  return Object.entries(merged.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = (item as Record<string, PlatformOperation | undefined>)[method];
      if (!operation) return [];
      const parameters = (operation.parameters ?? []) as FuzzParameter[];
      const mutating = ['post', 'patch', 'put', 'delete'].includes(method);
      const list =
        method === 'get' &&
        (parameters.some((parameter) => parameter.in === 'query') || returnsArray(operation));
      if (!mutating && !list) return [];
      const body = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content?.['application/json']?.schema;
      return [
        {
          label: `${method.toUpperCase()} ${path}`,
          access: operation['x-access'] ?? 'signed-in',
          operation: { method, path, parameters: parameters.filter((p) => p.in !== 'header'), body },
        },
      ];
    }),
  );
}

/** What the observer sees of themselves, through the API and in every table that holds their data. */
async function observe(): Promise<unknown> {
  const id = observer.userId;
  const rows = {
    user: await sql(stack, 'SELECT * FROM identity.users WHERE id = $1', [id]),
    sessions: await sql(stack, 'SELECT * FROM identity.refresh_tokens WHERE user_id = $1 ORDER BY id', [id]),
    audit: await sql(stack, 'SELECT * FROM identity.admin_audit_log WHERE target_id = $1 ORDER BY id', [id]),
    notifications: await sql(stack, 'SELECT * FROM progress.notifications WHERE user_id = $1 ORDER BY id', [
      id,
    ]),
    xp: await sql(stack, 'SELECT * FROM progress.xp_ledger WHERE user_id = $1 ORDER BY id', [id]),
    badges: await sql(stack, 'SELECT * FROM progress.user_badges WHERE user_id = $1', [id]),
  };
  const api: Record<string, unknown> = {};
  for (const path of ['/api/user', '/api/auth/me', '/api/notifications', '/api/xp/profile']) {
    const response = await observer.client.json('GET', path);
    api[path] = { status: response.status, body: response.body };
  }
  return { rows, api };
}

let before: unknown;

beforeAll(async () => {
  const integrationAdmin = await login(stack, INTEGRATION_ADMIN.email, INTEGRATION_ADMIN.password);
  const response = await integrationAdmin.client.json<MergedDocument>('GET', '/api/docs');
  expect(response.status).toBe(200);
  document = response.body;
  targets = fuzzTargets(document);

  // Users of this run only: the callers, the victims admin operations may act on, and the observer.
  const fuzzAdmin = await activeUser(stack, integrationAdmin, 'fuzz.admin');
  const granted = await integrationAdmin.client.post(`/api/admin/users/${fuzzAdmin.userId}/admin`);
  expect(granted.status).toBe(200);
  const sessionEndingLabels = targets.map(({ label }) => label).filter((label) => SESSION_ENDING.has(label));
  const [admin, active, ...sessionEnding] = await Promise.all([
    login(stack, fuzzAdmin.email, TEST_PASSWORD),
    activeUser(stack, integrationAdmin, 'fuzz.activo'),
    ...sessionEndingLabels.map(() => activeUser(stack, integrationAdmin, 'fuzz.sesion')),
  ]);
  caller = {
    active: relocated(active),
    admin: relocated(admin),
    sessionEnding: new Map(
      sessionEndingLabels.map((label, index) => [label, relocated(sessionEnding[index] as SignedIn)]),
    ),
  };
  for (const victim of await Promise.all([
    activeUser(stack, integrationAdmin, 'fuzz.victima'),
    activeUser(stack, integrationAdmin, 'fuzz.victima'),
    register(stack, 'fuzz.pendiente'),
    register(stack, 'fuzz.pendiente'),
    register(stack, 'fuzz.pendiente'),
  ])) {
    victimIds.push(victim.userId);
  }
  observer = await activeUser(stack, integrationAdmin, 'fuzz.observador');
  // The welcome notification arrives through an event: wait for it, so the snapshot does not see it arrive.
  await eventually(async () => {
    const page = await observer.client.json<{ items: unknown[] }>('GET', '/api/notifications');
    return page.body.items?.length > 0;
  }, 20_000);
  before = await observe();
}, 120_000);

afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
});

function clientFor(target: Target): HttpClient {
  const own = caller.sessionEnding.get(target.label);
  if (own) return own;
  if (target.access === 'public') return anonymous();
  return target.access === 'admin' ? caller.admin : caller.active;
}

/** No 5xx, and a 4xx says what is wrong in Spanish. */
function judge(label: string, request: { method: string; url: string }, status: number, text: string): void {
  const where = `${label}: ${request.method} ${request.url.slice(0, 200)} → ${status} ${text.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  if (status < 400) return;
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  expect(isSpanishMessage(message), where).toBe(true);
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await work(item);
    }),
  );
}

describe('hostile input, generated from the OpenAPI document', () => {
  it('never gets a 5xx or a 4xx without a Spanish message, and changes nobody else’s data', async () => {
    expect(targets.length).toBeGreaterThan(15);
    const runs = new Map<string, number>();
    const resets: string[] = [];
    const statuses = new Map<string, Map<number, number>>();
    const context = {
      schemas: (document.components?.schemas ?? {}) as Record<string, JsonSchema>,
      ids: victimIds,
      forbidden: [TEST_PASSWORD],
    };
    console.log(`api-fuzz: semilla ${SEED} (repetir con FUZZ_SEED=${SEED}), ${RUNS} casos por operación`);
    const started = Date.now();
    await pool(targets, CONCURRENCY, async (target) => {
      const seen = new Map<number, number>();
      statuses.set(target.label, seen);
      await fc.assert(
        fc.asyncProperty(fuzzRequests(target.operation, context), async (request) => {
          runs.set(target.label, (runs.get(target.label) ?? 0) + 1);
          const client = clientFor(target);
          const send = () => client.request(request.method, request.url, request.body, request.headers);
          // A kept-alive connection closed under a request is the transport's doing: sent again once, on a new one,
          // it must answer (a process that died, or resets every time, fails both). Each one is printed below.
          const response = await send().catch((error: unknown) => {
            resets.push(`${target.label}: ${(error as Error & { cause?: Error }).cause?.message ?? error}`);
            return send();
          });
          const text = await response.text();
          seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
          judge(target.label, request, response.status, text);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
    const total = [...runs.values()].reduce((sum, count) => sum + count, 0);
    const lines = targets.map(({ label }) => {
      const answers = [...(statuses.get(label) ?? new Map())].sort(([a], [b]) => a - b);
      return `  ${String(runs.get(label) ?? 0).padStart(4)}  ${label}  (${answers.map(([status, count]) => `${status}×${count}`).join(' ')})`;
    });
    console.log(
      [
        `api-fuzz: ${total} peticiones en ${targets.length} operaciones, ${((Date.now() - started) / 1000).toFixed(1)} s, semilla ${SEED}`,
        ...lines,
        ...(resets.length ? [`  conexiones cortadas y reenviadas: ${resets.join('; ')}`] : []),
      ].join('\n'),
    );
    for (const { label } of targets) expect(runs.get(label), label).toBeGreaterThanOrEqual(RUNS);
    expect(await observe()).toEqual(before);
  }, 600_000);
});
