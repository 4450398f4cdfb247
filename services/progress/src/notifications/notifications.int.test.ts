import type { AppNotification, NotificationPage } from '@pipcrafters/contracts';
import {
  eventually,
  loginDemo,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient, sql } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

async function page(user: SignedIn, query = ''): Promise<NotificationPage> {
  const response = await user.client.get(`/api/notifications${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationPage;
}

/** A sign-up approved by the demo admin, signed in again to get an ACTIVE session. */
async function approvedUser(prefix: string): Promise<SignedIn> {
  const user = await register(stack, prefix);
  const admin = await loginDemo(stack, 'admin');
  const approved = await admin.client.post(`/api/admin/requests/${user.userId}/approve`);
  expect(approved.status).toBe(200);
  // The gateway reads the new status within its session cache window; refreshing gets an ACTIVE token at once.
  expect((await user.client.post('/api/auth/refresh')).status).toBe(200);
  return user;
}

async function welcome(user: SignedIn): Promise<AppNotification> {
  let found: AppNotification | undefined;
  await eventually(async () => {
    found = (await page(user)).items.find((item) => item.title === '¡Bienvenido a PipCrafters!');
    return found !== undefined;
  }, 15_000);
  return found as AppNotification;
}

let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  [alice, bob] = await Promise.all([approvedUser('notif.alice'), approvedUser('notif.bob')]);
}, 60_000);

describe('notifications', () => {
  it('an approved sign-up finds its welcome notification, unread, through identity → progress', async () => {
    const notification = await welcome(alice);
    expect(notification).toMatchObject({ type: 'system', unread: true });
    expect(notification.message).toContain('Prueba');
    const listed = await page(alice);
    expect(listed.unreadCount).toBeGreaterThanOrEqual(1);
    expect(listed.items.every((item) => typeof item.createdAt === 'string')).toBe(true);
  });

  it('user A can neither read nor mark user B’s notifications', async () => {
    const bobs = await welcome(bob);
    const alicesPage = await page(alice);
    expect(alicesPage.items.some((item) => item.id === bobs.id)).toBe(false);

    const marked = await alice.client.post(`/api/notifications/${bobs.id}/read`);
    expect(marked.status).toBe(404);
    expect(await marked.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notificación no encontrada.' });

    expect((await alice.client.post('/api/notifications/read-all')).status).toBe(200);
    const bobsAfter = (await page(bob)).items.find((item) => item.id === bobs.id);
    expect(bobsAfter?.unread).toBe(true);
    const [row] = await sql<{ read_at: Date | null }>(
      stack,
      'SELECT read_at FROM progress.notifications WHERE id = $1',
      [bobs.id],
    );
    expect(row?.read_at).toBeNull();
  });

  it('marks one as read (idempotently), then all, keeping the unread count true to the data', async () => {
    const notification = await welcome(bob);
    const first = await bob.client.post(`/api/notifications/${notification.id}/read`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { notification: AppNotification }).notification.unread).toBe(false);
    expect((await bob.client.post(`/api/notifications/${notification.id}/read`)).status).toBe(200);
    expect((await page(bob)).items.find((item) => item.id === notification.id)?.unread).toBe(false);

    const readAll = await bob.client.post('/api/notifications/read-all');
    expect(await readAll.json()).toMatchObject({ updated: expect.any(Number) });
    const after = await page(bob);
    expect(after.unreadCount).toBe(0);
    expect((await page(bob, '?unread=true')).items).toEqual([]);
  });

  it('pages newest first', async () => {
    const first = await page(alice, '?page=1&pageSize=1');
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.items.length).toBeLessThanOrEqual(1);
    expect(first.total).toBeGreaterThanOrEqual(1);
    const past = await page(alice, '?page=50&pageSize=10');
    expect(past.items).toEqual([]);
    // Past the last page the counts are still the whole list's.
    expect(past).toMatchObject({
      total: first.total,
      unreadCount: first.unreadCount,
      page: 50,
      pageSize: 10,
    });
    const all = await page(alice, '?page=1&pageSize=100');
    expect(all.items.length).toBe(all.total);
    const times = all.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.unreadCount).toBe(all.items.filter((item) => item.unread).length);
    const unread = await page(alice, '?unread=true&pageSize=100');
    expect(unread.total).toBe(all.unreadCount);
    expect(unread.items.every((item) => item.unread)).toBe(true);
  });

  it('bad input is a 4xx with a Spanish message, never a 5xx', async () => {
    const cases = [
      ['GET', '/api/notifications?page=0'],
      ['GET', '/api/notifications?page=abc'],
      ['GET', '/api/notifications?pageSize=1000'],
      ['GET', '/api/notifications?unread=quizas'],
      ['GET', '/api/notifications?desconocido=1'],
      ['POST', '/api/notifications/no-es-un-uuid/read'],
      ['POST', `/api/notifications/${crypto.randomUUID()}/read`],
    ] as const;
    for (const [method, path] of cases) {
      const response = await alice.client.request(method, path);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      const body = (await response.json()) as { message: string };
      expect(body.message, `${method} ${path}`).toMatch(/[áéíóúñ]|debe|no encontrad|no válid|permitid/i);
    }
  });

  it('is refused to anonymous callers and to PENDING accounts', async () => {
    expect((await new HttpClient(stack.gatewayUrl).get('/api/notifications')).status).toBe(401);
    const pending = await register(stack, 'notif.pendiente');
    const response = await pending.client.get('/api/notifications');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'ACCOUNT_PENDING' });
  });
});

describe('account events become notifications', () => {
  it('a decision that fails (approving twice) publishes nothing: one event, one welcome', async () => {
    const admin = await loginDemo(stack, 'admin');
    const again = await admin.client.post(`/api/admin/requests/${alice.userId}/approve`);
    expect(again.status).toBe(409);
    const jobs = await sql(
      stack,
      `SELECT id FROM events.job WHERE name = 'progress.identity.user.approved' AND data->'payload'->>'userId' = $1`,
      [alice.userId],
    );
    expect(jobs).toHaveLength(1);
    const welcomes = (await page(alice)).items.filter((item) => item.title === '¡Bienvenido a PipCrafters!');
    expect(welcomes).toHaveLength(1);
  });

  it('granting and removing ADMIN reach the user; granting a role already held announces nothing', async () => {
    const admin = await loginDemo(stack, 'admin');
    expect((await admin.client.post(`/api/admin/users/${alice.userId}/admin`)).status).toBe(200);
    expect((await admin.client.post(`/api/admin/users/${alice.userId}/admin`)).status).toBe(200);
    expect((await admin.client.request('DELETE', `/api/admin/users/${alice.userId}/admin`)).status).toBe(200);
    const titles = async () => (await page(alice, '?pageSize=100')).items.map((item) => item.title);
    await eventually(async () => (await titles()).includes('Permisos de administrador retirados'), 15_000);
    expect((await titles()).filter((title) => title === 'Ahora eres administrador')).toHaveLength(1);
    const jobs = await sql(
      stack,
      `SELECT id FROM events.job WHERE name = 'progress.identity.user.roles-changed' AND data->'payload'->>'userId' = $1`,
      [alice.userId],
    );
    expect(jobs).toHaveLength(2);
  });
});

describe('demo accounts', () => {
  it('an account seeded ACTIVE gets its welcome once, through the same event as an approval', async () => {
    const trader = await loginDemo(stack, 'trader');
    // Every page: the demo's history (and other tests acting as the trader) add newer notifications above it.
    const welcomes = async () => {
      const found = [];
      for (let number = 1; ; number += 1) {
        const current = await page(trader, `?page=${number}`);
        found.push(...current.items.filter((item) => item.title === '¡Bienvenido a PipCrafters!'));
        if (number * current.pageSize >= current.total) return found;
      }
    };
    await eventually(async () => (await welcomes()).length > 0, 15_000);
    expect(await welcomes()).toHaveLength(1);
  });
});

describe('XP profile', () => {
  it('is the default empty profile for a user with no points', async () => {
    const response = await alice.client.get('/api/xp/profile');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: alice.userId, xpTotal: 0, unlockedBadges: [] });
  });

  it('sums the ledger and lists unlocked badges', async () => {
    await sql(
      stack,
      `INSERT INTO progress.xp_ledger (user_id, amount, reason) VALUES ($1, 150, 'prueba'), ($1, 30, 'prueba')`,
      [bob.userId],
    );
    await sql(stack, `INSERT INTO progress.user_badges (user_id, badge_code) VALUES ($1, 'primer-paso')`, [
      bob.userId,
    ]);
    expect(await (await bob.client.get('/api/xp/profile')).json()).toEqual({
      userId: bob.userId,
      xpTotal: 180,
      unlockedBadges: ['primer-paso'],
    });
  });
});
