import type { AppNotification, AuthResponse, NotificationPage, PublicUser } from '@pipcrafters/contracts';
import {
  eventually,
  login,
  loginDemo,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import {
  HttpClient,
  type JsonResponse,
  TEST_PASSWORD,
  uniqueEmail,
} from '@pipcrafters/platform/src/testing/http-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityApi } from '../testing/identity-api';

/**
 * Signing up must not tell anyone whether an e-mail already has an account: not by the answer, its cookies or its
 * time, and not by carrying on as the new applicant would (reading the account, refreshing, opening the socket,
 * signing out and in again). The account's owner is told, and the account itself is never touched.
 */
const stack = inject('stack');
const ATTACKER_PASSWORD = 'Atacante-Curioso-2026';
const NOTICE_TITLE = 'Intento de registro con tu correo';

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});

/** An ACTIVE account someone owns: registered, approved, signed in. */
async function owner(prefix: string): Promise<SignedIn & { email: string }> {
  const applicant = await register(stack, prefix);
  expect((await admin.client.post(`/api/admin/requests/${applicant.userId}/approve`)).status).toBe(200);
  return { ...(await login(stack, applicant.email, TEST_PASSWORD)), email: applicant.email };
}

/** A sign-up through the gateway, as the registration form sends it, from a browser of its own. */
async function signUp(email: string, password = ATTACKER_PASSWORD) {
  const client = new HttpClient(stack.gatewayUrl);
  const answer = await client.json<AuthResponse>('POST', '/api/auth/register', {
    firstName: 'Curioso',
    lastName: 'Probador',
    email,
    password,
  });
  return { client, answer };
}

/** What an answer shows, with what differs between any two sign-ups (ids, e-mails, times) blanked out. */
function shape(answer: JsonResponse<AuthResponse>, email: string) {
  const text = answer.text
    .replaceAll(email, '<correo>')
    .replace(/"id":"[0-9a-f-]{36}"/, '"id":"<id>"')
    .replace(/"createdAt":"[^"]+"/, '"createdAt":"<fecha>"');
  const cookies = Object.fromEntries(
    Object.entries(answer.cookies).map(([name, cookie]) => [
      name,
      cookie.attributes.replace(/Expires=[^;]+;/, 'Expires=<fecha>;'),
    ]),
  );
  const headers: string[] = [];
  answer.headers.forEach((_, name) => {
    if (!['date', 'x-request-id', 'etag'].includes(name)) headers.push(name);
  });
  return { status: answer.status, text, cookies, headers };
}

async function notificationsOf(user: SignedIn): Promise<AppNotification[]> {
  const response = await user.client.get('/api/notifications');
  expect(response.status).toBe(200);
  return ((await response.json()) as NotificationPage).items;
}

async function ownerRow(userId: string) {
  const [row] = await sql(
    stack,
    `SELECT email, first_name, last_name, password_hash, status, roles, preferences, updated_at
       FROM identity.users WHERE id = $1`,
    [userId],
  );
  const tokens = await sql(
    stack,
    'SELECT id, revoked_at, used_at FROM identity.refresh_tokens WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return { row, tokens };
}

describe('signing up with an e-mail that already has an account', () => {
  it('answers exactly as for a new e-mail: status, body, cookies and headers', async () => {
    const taken = await owner('dueña');
    const fresh = uniqueEmail('nueva');
    const asNew = await signUp(fresh);
    const asTaken = await signUp(taken.email.toUpperCase());
    expect(asNew.answer.status).toBe(201);
    expect(shape(asTaken.answer, taken.email)).toEqual(shape(asNew.answer, fresh));
    expect(asTaken.answer.body.user).toMatchObject({
      email: taken.email,
      firstName: 'Curioso',
      status: 'PENDING',
      roles: ['USER'],
    });
    expect(asTaken.answer.body.user.id).not.toBe(taken.userId);
  });

  it('carries on exactly as a new applicant would: the account, refresh, socket, sign-out and sign-in', async () => {
    const taken = await owner('dueño-flujo');
    const fresh = uniqueEmail('nuevo-flujo');
    const journeys = [];
    for (const email of [fresh, taken.email]) {
      const { client, answer } = await signUp(email);
      const me = await client.json<AuthResponse>('GET', '/api/auth/me');
      const blocked = await client.json('GET', '/api/user');
      const refreshed = await client.json('POST', '/api/auth/refresh');
      const socket = await fetch(`${stack.gatewayUrl}/socket.io/?EIO=4&transport=polling`, {
        headers: { cookie: client.cookieHeader() },
      });
      const loggedOut = await client.json('POST', '/api/auth/logout');
      const again = await new HttpClient(stack.gatewayUrl).json<AuthResponse>('POST', '/api/auth/login', {
        email,
        password: ATTACKER_PASSWORD,
      });
      const wrong = await new HttpClient(stack.gatewayUrl).json('POST', '/api/auth/login', {
        email,
        password: 'Otra-Clave-Mala-2026',
      });
      expect(me.body.user).toEqual(answer.body.user);
      expect(again.body.user).toEqual(answer.body.user);
      journeys.push({
        me: shape(me, email),
        blocked: blocked.text,
        refreshed: [refreshed.status, Object.keys(refreshed.body).sort()],
        socket: [socket.status, (await socket.text()).slice(0, 8)],
        loggedOut: loggedOut.status,
        again: shape(again, email),
        wrong: [wrong.status, wrong.text],
      });
    }
    expect(journeys[1]).toEqual(journeys[0]);
    expect(journeys[0]).toMatchObject({
      blocked: expect.stringContaining('ACCOUNT_PENDING'),
      refreshed: [200, ['accessToken', 'expiresIn']],
      socket: [200, '0{"sid":'],
      loggedOut: 204,
      wrong: [401, expect.stringContaining('INVALID_CREDENTIALS')],
    });
  });

  it('never touches the account: its password, sessions and data stay as they were', async () => {
    const taken = await owner('intacta');
    const before = await ownerRow(taken.userId);
    const { answer } = await signUp(taken.email, ATTACKER_PASSWORD);
    expect(answer.status).toBe(201);
    // The applicant's password opens the application, never the account; the owner's still opens the account.
    const applicant = await new HttpClient(stack.gatewayUrl).signIn({
      email: taken.email,
      password: ATTACKER_PASSWORD,
    });
    expect(applicant.id).not.toBe(taken.userId);
    await expect(login(stack, taken.email, TEST_PASSWORD)).resolves.toMatchObject({ userId: taken.userId });
    expect((await taken.client.get('/api/user')).status).toBe(200);
    const after = await ownerRow(taken.userId);
    expect(after.row).toEqual(before.row);
    // Only the owner's own new sign-in was added; nothing was revoked or rotated.
    expect(after.tokens.slice(0, before.tokens.length)).toEqual(before.tokens);
  });

  it('never makes a second account: no request in Solicitudes, nothing to approve, one user in the list', async () => {
    const taken = await owner('unica');
    const { answer } = await signUp(taken.email);
    const applicationId = answer.body.user.id;
    const search = `search=${encodeURIComponent(taken.email)}`;
    const requests = await admin.client.json<{ items: PublicUser[] }>('GET', `/api/admin/requests?${search}`);
    expect(requests.body.items).toEqual([]);
    const users = await admin.client.json<{ items: PublicUser[] }>('GET', `/api/admin/users?${search}`);
    expect(users.body.items.map((user) => user.id)).toEqual([taken.userId]);
    for (const path of [
      `/api/admin/requests/${applicationId}/approve`,
      `/api/admin/requests/${applicationId}/reject`,
      `/api/admin/users/${applicationId}/admin`,
    ]) {
      const refused = await admin.client.json('POST', path, path.endsWith('reject') ? {} : undefined);
      expect(refused.status, path).toBe(404);
    }
    const bulk = await admin.client.json<{ approved: unknown[]; skipped: { reason: string }[] }>(
      'POST',
      '/api/admin/requests/approve',
      { ids: [applicationId] },
    );
    expect(bulk.body).toMatchObject({ approved: [], skipped: [{ reason: 'NOT_FOUND' }] });
    const stats = await admin.client.json<{ recentActivity: { user?: { id: string } }[] }>(
      'GET',
      '/api/admin/users/stats',
    );
    expect(stats.body.recentActivity.map((activity) => activity.user?.id)).not.toContain(applicationId);
    const owners = await sql(
      stack,
      `SELECT id FROM identity.users WHERE lower(email) = $1 AND status = 'ACTIVE'`,
      [taken.email],
    );
    expect(owners).toEqual([{ id: taken.userId }]);
  });

  it('tells the owner, once per attempt, what happened and what to do', async () => {
    const taken = await owner('avisada');
    const already = (await notificationsOf(taken)).length;
    expect((await signUp(taken.email)).answer.status).toBe(201);
    let notices: AppNotification[] = [];
    await eventually(async () => {
      notices = (await notificationsOf(taken)).filter((notice) => notice.title === NOTICE_TITLE);
      return notices.length === 1;
    }, 20_000);
    expect(notices[0]?.type).toBe('system');
    expect(notices[0]?.message).toMatch(/ha intentado crear una cuenta nueva/);
    expect(notices[0]?.message).toMatch(/inicia sesión con tu contraseña de siempre/);
    expect(notices[0]?.message).toMatch(/cámbiala en tu perfil/);
    expect((await notificationsOf(taken)).length).toBe(already + 1);
  });

  it('lets an application of a taken e-mail expire: its session ends and its password opens nothing', async () => {
    const taken = await owner('caducada');
    const { client, answer } = await signUp(taken.email);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // A week later (the clock moved on by hand).
    await sql(stack, `UPDATE identity.users SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      answer.body.user.id,
    ]);
    await eventually(async () => (await client.get('/api/auth/me')).status === 401);
    const again = await new HttpClient(stack.gatewayUrl).json('POST', '/api/auth/login', {
      email: taken.email,
      password: ATTACKER_PASSWORD,
    });
    expect(again.status).toBe(401);
    await expect(login(stack, taken.email, TEST_PASSWORD)).resolves.toMatchObject({ userId: taken.userId });
  });

  it('allows two applications per e-mail and week, taken or not, then a Spanish 429', async () => {
    const taken = await owner('limite');
    type Outcome = [status: number, body: unknown, retryAfterGiven: boolean];
    const outcomesOf = async (email: string): Promise<Outcome[]> => {
      const answers = [await signUp(email), await signUp(email), await signUp(email)].map(
        ({ answer }) => answer,
      );
      return answers.map((answer) =>
        answer.status === 429
          ? [answer.status, answer.body, Number(answer.headers.get('retry-after')) > 0]
          : [answer.status, Object.keys(answer.cookies).sort(), true],
      );
    };
    const fresh = await outcomesOf(uniqueEmail('limite-nueva'));
    expect(await outcomesOf(taken.email)).toEqual(fresh);
    expect(fresh.map(([status]) => status)).toEqual([201, 201, 429]);
    expect(fresh[2]).toEqual([
      429,
      {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
        error: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
      },
      true,
    ]);
  });

  it('costs the same time: the same password hashing whether the e-mail is taken or not', async () => {
    // Straight to identity, without the gateway's own variance; each e-mail is first new, then taken.
    const api = new IdentityApi(stack);
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await api.call('POST', '/api/auth/register', {
        body: { firstName: 'Curioso', lastName: 'Probador', email, password: ATTACKER_PASSWORD },
      });
      expect(answer.status).toBe(201);
      return performance.now() - started;
    };
    // Paired samples, each e-mail first new then taken, so a busy moment weighs on both sides of a pair.
    await timed(uniqueEmail('reloj-calentamiento'));
    const differences: number[] = [];
    for (let sample = 0; sample < 11; sample += 1) {
      const email = uniqueEmail('reloj');
      const fresh = await timed(email);
      differences.push((await timed(email)) - fresh);
    }
    const median = [...differences].sort((a, b) => a - b)[Math.floor(differences.length / 2)] ?? 0;
    // One argon2id hash is ~30 ms here: a path that skipped one, or did one more, would stand out by that much.
    expect(Math.abs(median), differences.map(Math.round).join(' ')).toBeLessThan(15);
  });
});
