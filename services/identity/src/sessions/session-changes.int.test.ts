import { SESSION_CHANGES_CHANNEL } from '@pipcrafters/contracts';
import { sql, TEST_PASSWORD, uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityApi, type Session } from '../testing/identity-api';

const stack = inject('stack');
const api = new IdentityApi(stack);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let admin: Session;
let listener: pg.Client;
/** Every payload heard on the channel, in order (other test files' changes among them). */
const heard: string[] = [];

beforeAll(async () => {
  admin = await api.loginDemoAdmin();
  listener = new pg.Client({ connectionString: stack.databaseUrl });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === SESSION_CHANGES_CHANNEL) heard.push(message.payload ?? '');
  });
  await listener.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
});

/** What was heard about `ids` while `action` ran (and for a moment after, as delivery is asynchronous). */
async function announced(ids: string[], action: () => Promise<unknown>): Promise<string[]> {
  const from = heard.length;
  await action();
  await sleep(150);
  return heard.slice(from).filter((payload) => ids.some((id) => payload.endsWith(`:${id}`)));
}

describe('announcing session changes (SESSION_CHANGES_CHANNEL)', () => {
  it('announces a sign-in, a refresh and a logout, once each', async () => {
    const email = uniqueEmail('anuncio.sesion');
    const user = await api.register(email);
    const sid = user.claims.sid;
    let second = '';
    const signIn = await announced([user.userId], async () => {
      const response = await api.call('POST', '/api/auth/login', {
        body: { email, password: TEST_PASSWORD },
      });
      second = api.session(response).claims.sid;
    });
    expect(signIn).toEqual([]);
    expect(heard).toContain(`s:${second}`);

    const refreshed = await announced([sid], () =>
      api.call('POST', '/api/auth/refresh', { refreshToken: user.refreshToken }),
    );
    // The new token joins the session; the used one's `used_at` alone changes nothing the gateway keeps.
    expect(refreshed).toEqual([`s:${sid}`]);

    const out = await announced([sid], () =>
      api.call('POST', '/api/auth/logout', { identity: user.identity, refreshToken: user.refreshToken }),
    );
    expect(out).toEqual([`s:${sid}`]);
  });

  it('announces every session of a user whose status or roles change, and nothing for other fields', async () => {
    const user = await api.activeUser(uniqueEmail('anuncio.cuenta'));
    expect(
      await announced([user.userId], () =>
        api.call('POST', `/api/admin/users/${user.userId}/suspend`, { identity: admin.identity }),
      ),
    ).toEqual([`u:${user.userId}`]);
    expect(
      await announced([user.userId], () =>
        sql(stack, "UPDATE identity.users SET roles = '{USER,ADMIN}' WHERE id = $1", [user.userId]),
      ),
    ).toEqual([`u:${user.userId}`]);
    expect(
      await announced([user.userId], () =>
        sql(stack, "UPDATE identity.users SET first_name = 'Otra' WHERE id = $1", [user.userId]),
      ),
    ).toEqual([]);
  });

  it('announces nothing for a change that is rolled back', async () => {
    const user = await api.activeUser(uniqueEmail('anuncio.deshecho'));
    const payloads = await announced([user.userId, user.claims.sid], async () => {
      const client = new pg.Client({ connectionString: stack.databaseUrl });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query("UPDATE identity.users SET status = 'SUSPENDED' WHERE id = $1", [user.userId]);
        await client.query('UPDATE identity.refresh_tokens SET revoked_at = now() WHERE user_id = $1', [
          user.userId,
        ]);
        await client.query('ROLLBACK');
      } finally {
        await client.end();
      }
    });
    expect(payloads).toEqual([]);
  });
});

describe('the moment a session ends by the clock (SessionState.expiresAt)', () => {
  it('is its last live token’s expiry, or its account’s when sooner, and null once it is over', async () => {
    const email = uniqueEmail('caducidad.sesion');
    const user = await api.register(email);
    const [token] = await sql<{ expires_at: Date }>(
      stack,
      'SELECT max(expires_at) AS expires_at FROM identity.refresh_tokens WHERE family_id = $1',
      [user.claims.sid],
    );
    expect((await api.call('GET', `/internal/sessions/${user.claims.sid}`)).body).toMatchObject({
      active: true,
      expiresAt: token?.expires_at.toISOString(),
    });

    // A second sign-up for the same e-mail is a shadow application, an account that ends on its own.
    const again = await api.call('POST', '/api/auth/register', {
      body: { firstName: 'Otra', lastName: 'Vez', email, password: TEST_PASSWORD },
    });
    const shadow = api.session(again);
    const [account] = await sql<{ expires_at: Date }>(
      stack,
      'SELECT expires_at FROM identity.users WHERE id = $1 AND shadow_of IS NOT NULL',
      [shadow.userId],
    );
    expect(account?.expires_at.getTime()).toBeLessThan(token?.expires_at.getTime() ?? 0);
    const path = `/internal/sessions/${shadow.claims.sid}`;
    expect((await api.call('GET', path)).body).toMatchObject({
      active: true,
      expiresAt: account?.expires_at.toISOString(),
    });

    await sql(stack, "UPDATE identity.users SET expires_at = now() - interval '1 second' WHERE id = $1", [
      shadow.userId,
    ]);
    expect((await api.call('GET', path)).body).toMatchObject({ active: false, expiresAt: null });
  });
});
