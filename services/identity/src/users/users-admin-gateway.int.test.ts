import type {
  AdminActivity,
  AdminUser,
  AdminUserStats,
  BulkApproveResponse,
  Page,
  UserStatus,
} from '@pipcrafters/contracts';
import { DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { HttpClient, sql, uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/** The admin panel's endpoints as the browser reaches them: through the gateway, with cookies. */
const stack = inject('stack');

import { TEST_PASSWORD as PASSWORD } from '@pipcrafters/platform/src/testing/http-client';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface Answer<T> {
  status: number;
  body: T;
}

async function call<T = Record<string, unknown>>(
  client: HttpClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await client.request(method, path, body);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function signIn(email: string, password: string): Promise<HttpClient> {
  const client = new HttpClient(stack.gatewayUrl);
  const response = await client.post('/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return client;
}

/** A new PENDING sign-up, through the gateway. */
async function signUp(prefix: string, firstName = 'Prueba', lastName = 'Panel'): Promise<AdminUser> {
  const client = new HttpClient(stack.gatewayUrl);
  const email = uniqueEmail(prefix);
  const response = await call<{ user: AdminUser }>(client, 'POST', '/api/auth/register', {
    firstName,
    lastName,
    email,
    password: PASSWORD,
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.user;
}

let admin: HttpClient;
let trader: HttpClient;
let adminId: string;
beforeAll(async () => {
  admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  trader = await signIn(DEMO_ACCOUNTS.trader.email, DEMO_ACCOUNTS.trader.password);
  adminId = (await call<{ user: { id: string } }>(admin, 'GET', '/api/auth/me')).body.user.id;
});

async function approve(user: AdminUser): Promise<void> {
  expect((await call(admin, 'POST', `/api/admin/requests/${user.id}/approve`)).status).toBe(200);
}

describe('every admin endpoint is refused to a non-admin', () => {
  it('answers 403 ADMIN_REQUIRED to the demo trader, and nothing changes', async () => {
    const pending = await signUp('intocable');
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users?sort=name&order=asc'],
      ['GET', '/api/admin/users/stats'],
      ['GET', '/api/admin/requests'],
      ['POST', '/api/admin/requests/approve', { ids: [pending.id] }],
      ['POST', `/api/admin/requests/${pending.id}/approve`],
      ['POST', `/api/admin/requests/${pending.id}/reject`, { reason: 'No' }],
      ['POST', `/api/admin/users/${pending.id}/admin`],
      ['DELETE', `/api/admin/users/${pending.id}/admin`],
      ['POST', `/api/admin/users/${pending.id}/suspend`],
      ['POST', `/api/admin/users/${pending.id}/reactivate`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(trader, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body, `${method} ${path}`).toMatchObject({
        code: 'ADMIN_REQUIRED',
        message: 'Necesitas permisos de administrador para esta acción.',
      });
    }
    const [row] = await sql(stack, 'SELECT status FROM identity.users WHERE id = $1', [pending.id]);
    expect(row?.status).toBe('PENDING');
  });
});

describe('GET /api/admin/users sorting', () => {
  let tag: string;
  let users: AdminUser[];
  beforeAll(async () => {
    tag = `orden${Date.now()}`;
    users = [];
    for (const [firstName, lastName] of [
      ['Carla', 'Zapata'],
      ['ana', 'Beltrán'],
      ['Álvaro', 'Arias'],
    ] as const) {
      users.push(await signUp(tag, firstName, lastName));
    }
    // Statuses spread out: ACTIVE, PENDING, SUSPENDED.
    await approve(users[0] as AdminUser);
    await approve(users[2] as AdminUser);
    expect((await call(admin, 'POST', `/api/admin/users/${users[2]?.id}/suspend`)).status).toBe(200);
  });

  async function sorted(sort: string, order?: string): Promise<AdminUser[]> {
    const query = new URLSearchParams({ search: tag, sort, ...(order ? { order } : {}) });
    const response = await call<Page<AdminUser>>(admin, 'GET', `/api/admin/users?${query}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    return response.body.items;
  }
  const names = (items: AdminUser[]) => items.map((user) => user.firstName);

  it('sorts by name (Spanish order: accents and case aside), e-mail, sign-up date and status, both ways', async () => {
    expect(names(await sorted('name', 'asc'))).toEqual(['Álvaro', 'ana', 'Carla']);
    expect(names(await sorted('name', 'desc'))).toEqual(['Carla', 'ana', 'Álvaro']);
    expect(names(await sorted('createdAt', 'asc'))).toEqual(['Carla', 'ana', 'Álvaro']);
    expect(names(await sorted('createdAt', 'desc'))).toEqual(['Álvaro', 'ana', 'Carla']);
    const byEmail = await sorted('email', 'asc');
    expect(byEmail.map((user) => user.email)).toEqual(byEmail.map((user) => user.email).sort());
    expect((await sorted('status', 'asc')).map((user) => user.status)).toEqual([
      'ACTIVE',
      'PENDING',
      'SUSPENDED',
    ]);
    expect((await sorted('status', 'desc')).map((user) => user.status)).toEqual([
      'SUSPENDED',
      'PENDING',
      'ACTIVE',
    ]);
  });

  it('defaults to the newest first, and to ascending once a field is chosen', async () => {
    const query = new URLSearchParams({ search: tag });
    const newest = await call<Page<AdminUser>>(admin, 'GET', `/api/admin/users?${query}`);
    expect(names(newest.body.items)).toEqual(['Álvaro', 'ana', 'Carla']);
    expect(names(await sorted('name'))).toEqual(['Álvaro', 'ana', 'Carla']);
  });

  it('refuses a field or direction outside the whitelist with a Spanish 400', async () => {
    for (const query of [
      'sort=password_hash',
      'sort=name;DROP TABLE identity.users',
      'sort=name&sort=email',
      'sort=name&order=sideways',
      'order=ASC',
    ]) {
      const response = await call<{ code: string; message: string }>(
        admin,
        'GET',
        `/api/admin/users?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.message).toMatch(
        /El orden debe ser por uno de estos campos|La dirección del orden/,
      );
    }
  });
});

describe('POST /api/admin/requests/approve (bulk)', () => {
  it('approves the pending ids and reports the others as skipped, without failing the batch', async () => {
    const first = await signUp('lote');
    const second = await signUp('lote');
    const alreadyActive = await signUp('lote');
    await approve(alreadyActive);
    const rejected = await signUp('lote');
    expect((await call(admin, 'POST', `/api/admin/requests/${rejected.id}/reject`, {})).status).toBe(200);

    const response = await call<BulkApproveResponse>(admin, 'POST', '/api/admin/requests/approve', {
      ids: [first.id, alreadyActive.id, second.id, UNKNOWN_ID, rejected.id, first.id],
    });
    expect(response.status).toBe(200);
    expect(response.body.approved.map((user) => user.id)).toEqual([first.id, second.id]);
    expect(response.body.approved.every((user) => user.status === 'ACTIVE')).toBe(true);
    expect(response.body.skipped).toEqual([
      {
        id: alreadyActive.id,
        reason: 'NOT_PENDING',
        message: 'Esta solicitud ya fue revisada: la cuenta no está pendiente de aprobación.',
      },
      { id: UNKNOWN_ID, reason: 'NOT_FOUND', message: 'Solicitud no encontrada.' },
      {
        id: rejected.id,
        reason: 'NOT_PENDING',
        message: 'Esta solicitud ya fue revisada: la cuenta no está pendiente de aprobación.',
      },
    ]);

    const rows = await sql<{ id: string; status: UserStatus; reviewed_by: string }>(
      stack,
      'SELECT id, status, reviewed_by FROM identity.users WHERE id = ANY($1::uuid[])',
      [[first.id, second.id, rejected.id]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.id)).toMatchObject({ status: 'ACTIVE', reviewed_by: adminId });
    expect(byId.get(second.id)).toMatchObject({ status: 'ACTIVE', reviewed_by: adminId });
    expect(byId.get(rejected.id)?.status).toBe('REJECTED');
    // One audit entry per approval actually made, none for the skipped ids.
    const audit = await sql<{ target_id: string }>(
      stack,
      `SELECT target_id FROM identity.admin_audit_log WHERE action = 'APPROVE' AND target_id = ANY($1::uuid[])`,
      [[first.id, second.id, alreadyActive.id, rejected.id]],
    );
    expect(audit.map((row) => row.target_id).sort()).toEqual([first.id, second.id, alreadyActive.id].sort());
  });

  it('validates the body in Spanish: 1 to 100 uuids', async () => {
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    const cases: [unknown, string][] = [
      [{ ids: tooMany }, 'Indica entre 1 y 100 solicitudes en "ids".'],
      [{ ids: [] }, 'Indica entre 1 y 100 solicitudes en "ids".'],
      [{}, 'Indica entre 1 y 100 solicitudes en "ids".'],
      [{ ids: 'todas' }, 'Indica entre 1 y 100 solicitudes en "ids".'],
      [{ ids: ['1 OR 1=1'] }, 'Cada elemento de "ids" debe ser un identificador válido.'],
      [{ ids: [42] }, 'Cada elemento de "ids" debe ser un identificador válido.'],
      [{ ids: [UNKNOWN_ID], all: true }, 'El campo "all" no está permitido.'],
      [[UNKNOWN_ID], 'El cuerpo de la petición debe ser un objeto JSON.'],
    ];
    for (const [body, message] of cases) {
      const response = await call<{ code: string; message: string }>(
        admin,
        'POST',
        '/api/admin/requests/approve',
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.message).toContain(message);
    }
  });

  it('accepts exactly 100 ids', async () => {
    const hundred = Array.from({ length: 100 }, () => crypto.randomUUID());
    const response = await call<BulkApproveResponse>(admin, 'POST', '/api/admin/requests/approve', {
      ids: hundred,
    });
    expect(response.status).toBe(200);
    expect(response.body.approved).toEqual([]);
    expect(response.body.skipped).toHaveLength(100);
  });
});

describe('sign-up requests list and rejection', () => {
  it('searches the pending requests, and rejects one with its reason recorded', async () => {
    const tag = `solicitud${Date.now()}`;
    const applicant = await signUp(tag);
    const other = await signUp(tag);
    await approve(other);
    const list = await call<Page<AdminUser>>(admin, 'GET', `/api/admin/requests?search=${tag}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((user) => user.id)).toEqual([applicant.id]);

    const rejected = await call<{ user: AdminUser }>(
      admin,
      'POST',
      `/api/admin/requests/${applicant.id}/reject`,
      {
        reason: '  Los datos no coinciden  ',
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.user).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Los datos no coinciden',
    });
    const [entry] = await sql(
      stack,
      `SELECT action, actor_id, reason FROM identity.admin_audit_log WHERE target_id = $1`,
      [applicant.id],
    );
    expect(entry).toEqual({ action: 'REJECT', actor_id: adminId, reason: 'Los datos no coinciden' });
    const empty = await call<Page<AdminUser>>(admin, 'GET', `/api/admin/requests?search=${tag}`);
    expect(empty.body).toMatchObject({ items: [], total: 0 });

    const again = await call<{ message: string }>(
      admin,
      'POST',
      `/api/admin/requests/${applicant.id}/reject`,
      {
        reason: 'Otra vez',
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/ya fue revisada/);
  });
});

describe('GET /api/admin/users/stats', () => {
  type Counts = Pick<AdminUserStats, 'total' | 'byStatus' | 'byRole'>;

  /** Accounts as stored (shadow applications are not accounts: see auth/applications.service.ts). */
  async function countsInDatabase(): Promise<Counts> {
    const rows = await sql<{ status: UserStatus; total: number; admins: number }>(
      stack,
      `SELECT status, count(*)::int AS total, count(*) FILTER (WHERE 'ADMIN' = ANY (roles))::int AS admins
         FROM identity.users WHERE shadow_of IS NULL GROUP BY status`,
    );
    const byStatus = { PENDING: 0, ACTIVE: 0, REJECTED: 0, SUSPENDED: 0 };
    for (const row of rows) byStatus[row.status] = row.total;
    const total = rows.reduce((sum, row) => sum + row.total, 0);
    const admins = rows.reduce((sum, row) => sum + row.admins, 0);
    return { total, byStatus, byRole: { admin: admins, other: total - admins } };
  }

  /** Stats read while nobody else changed the users (other test files run at the same time). */
  async function stableStats(query = ''): Promise<{ stats: AdminUserStats; counts: Counts }> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const before = await countsInDatabase();
      const response = await call<AdminUserStats>(admin, 'GET', `/api/admin/users/stats${query}`);
      expect(response.status).toBe(200);
      const after = await countsInDatabase();
      if (JSON.stringify(before) === JSON.stringify(after)) return { stats: response.body, counts: after };
    }
    throw new Error('Los usuarios no dejaron de cambiar durante la prueba');
  }

  it('counts accounts by status and role exactly as stored, including the ones this test creates', async () => {
    const { counts: start } = await stableStats();
    const pending = await signUp('cifras');
    const active = await signUp('cifras');
    const promoted = await signUp('cifras');
    const suspended = await signUp('cifras');
    const rejected = await signUp('cifras');
    await approve(active);
    await approve(promoted);
    await approve(suspended);
    expect((await call(admin, 'POST', `/api/admin/users/${promoted.id}/admin`)).status).toBe(200);
    expect((await call(admin, 'POST', `/api/admin/users/${suspended.id}/suspend`)).status).toBe(200);
    expect(
      (await call(admin, 'POST', `/api/admin/requests/${rejected.id}/reject`, { reason: 'Duplicada' }))
        .status,
    ).toBe(200);
    expect(pending.status).toBe('PENDING');

    const { stats, counts } = await stableStats('?tz=Europe/Madrid');
    expect({ total: stats.total, byStatus: stats.byStatus, byRole: stats.byRole }).toEqual(counts);
    // What this test added is in there (other files may add more meanwhile, never fewer).
    expect(stats.total - start.total).toBeGreaterThanOrEqual(5);
    expect(stats.byStatus.SUSPENDED - start.byStatus.SUSPENDED).toBeGreaterThanOrEqual(1);
    expect(stats.byStatus.REJECTED - start.byStatus.REJECTED).toBeGreaterThanOrEqual(1);
    expect(stats.byRole.admin - start.byRole.admin).toBeGreaterThanOrEqual(1);
  });

  it('gives 12 consecutive Monday-starting weeks, oldest first, matching the stored sign-ups', async () => {
    const { stats } = await stableStats('?tz=America/Bogota');
    const weeks = stats.signupsPerWeek;
    expect(weeks).toHaveLength(12);
    for (const [index, week] of weeks.entries()) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay(), week.weekStart).toBe(1);
      if (index > 0) {
        const previous = Date.parse(`${weeks[index - 1]?.weekStart}T00:00:00Z`);
        expect(Date.parse(`${week.weekStart}T00:00:00Z`) - previous).toBe(7 * 24 * 3600 * 1000);
      }
    }
    const [expected] = await sql<{ count: number }>(
      stack,
      `SELECT count(*)::int AS count FROM identity.users
        WHERE (created_at AT TIME ZONE 'America/Bogota')::date >= $1::date AND shadow_of IS NULL`,
      [weeks[0]?.weekStart],
    );
    const sum = weeks.reduce((total, week) => total + week.count, 0);
    // Sign-ups may land between the two reads; never fewer than the stats counted.
    expect(expected?.count).toBeGreaterThanOrEqual(sum);
    expect(weeks.at(-1)?.count).toBeGreaterThan(0);
  });

  it('lists the latest sign-ups and admin decisions, newest first, with who did what to whom', async () => {
    const user = await signUp('actividad', 'Rita', 'Reciente');
    await approve(user);
    expect((await call(admin, 'POST', `/api/admin/users/${user.id}/suspend`)).status).toBe(200);
    const { stats } = await stableStats();
    const activity = stats.recentActivity;
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.length).toBeLessThanOrEqual(10);
    const times = activity.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const mine = activity.filter(
      (entry: AdminActivity) => (entry.kind === 'SIGNUP' ? entry.user.id : entry.target?.id) === user.id,
    );
    expect(mine.map((entry) => entry.kind)).toEqual(['SUSPEND', 'APPROVE', 'SIGNUP']);
    expect(mine[0]).toMatchObject({
      kind: 'SUSPEND',
      actor: { id: adminId, email: DEMO_ACCOUNTS.admin.email, firstName: DEMO_ACCOUNTS.admin.firstName },
      target: { id: user.id, firstName: 'Rita', lastName: 'Reciente' },
      reason: null,
    });
  });

  it('records every kind of decision, and nothing for a refused one', async () => {
    const user = await signUp('auditoria');
    await approve(user);
    for (const [method, action] of [
      ['POST', 'admin'],
      ['DELETE', 'admin'],
      ['POST', 'suspend'],
      ['POST', 'reactivate'],
    ] as const) {
      expect((await call(admin, method, `/api/admin/users/${user.id}/${action}`)).status).toBe(200);
    }
    // Refused: reactivating an active account, approving it again.
    expect((await call(admin, 'POST', `/api/admin/users/${user.id}/reactivate`)).status).toBe(409);
    expect((await call(admin, 'POST', `/api/admin/requests/${user.id}/approve`)).status).toBe(409);
    const entries = await sql<{ action: string; actor_id: string }>(
      stack,
      'SELECT action, actor_id FROM identity.admin_audit_log WHERE target_id = $1 ORDER BY created_at',
      [user.id],
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'APPROVE',
      'GRANT_ADMIN',
      'REMOVE_ADMIN',
      'SUSPEND',
      'REACTIVATE',
    ]);
    expect(entries.every((entry) => entry.actor_id === adminId)).toBe(true);
  });

  it('refuses an unknown time zone with a Spanish 400', async () => {
    for (const tz of ['Marte/Olympus', "UTC'; DROP TABLE identity.users; --", 'x'.repeat(200)]) {
      const response = await call<{ message: string }>(
        admin,
        'GET',
        `/api/admin/users/stats?tz=${encodeURIComponent(tz)}`,
      );
      expect(response.status, tz).toBe(400);
      expect(response.body.message).toContain('La zona horaria debe ser un nombre IANA válido');
    }
  });
});
