import {
  localPorts,
  sql,
  startExtraIdentity,
  unannouncedSql,
  uniqueEmail,
} from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityApi, type Session } from '../testing/identity-api';

const stack = inject('stack');
const api = new IdentityApi(stack);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first name `GET /api/auth/me` answers for the session, from identity at `on`. */
async function firstName(user: Session, on: IdentityApi = api): Promise<string> {
  const response = await on.call<{ user: { firstName: string } }>('GET', '/api/auth/me', {
    identity: user.identity,
  });
  expect(response.status).toBe(200);
  return response.body.user.firstName;
}

/** How long until identity answers `expected` (polling every 20 ms), or null when it has not within the limit. */
async function answersWithin(
  user: Session,
  expected: string,
  limitMs: number,
  on: IdentityApi = api,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if ((await firstName(user, on)) === expected) return Date.now() - started;
    await sleep(20);
  }
  return null;
}

const rename = (user: Session, name: string) =>
  sql(stack, 'UPDATE identity.users SET first_name = $2 WHERE id = $1', [user.userId, name]);

describe('the accounts identity keeps in memory (KnownUsers)', () => {
  it('answers a change made in the database as it commits, whoever made it', async () => {
    const user = await api.activeUser(uniqueEmail('conocido.cambio'));
    expect(await firstName(user)).toBe('Prueba');
    // A write no API made (an operator in psql): the trigger announces it all the same.
    await rename(user, 'Anabel');
    expect(await answersWithin(user, 'Anabel', 2_000), 'nombre nuevo tras el cambio (ms)').not.toBeNull();
    await sql(stack, 'UPDATE identity.users SET preferences = \'{"theme":"light"}\' WHERE id = $1', [
      user.userId,
    ]);
    await expect
      .poll(
        async () =>
          (
            await api.call<{ user: { preferences: { theme: string } } }>('GET', '/api/user', {
              identity: user.identity,
            })
          ).body.user.preferences.theme,
        { timeout: 2_000, interval: 20 },
      )
      .toBe('light');
  });

  it('keeps the account while nothing is announced (a change the triggers did not see stays unseen)', async () => {
    const user = await api.activeUser(uniqueEmail('conocido.callado'));
    expect(await firstName(user)).toBe('Prueba');
    await unannouncedSql(stack, 'UPDATE identity.users SET first_name = $2 WHERE id = $1', [
      user.userId,
      'Oculta',
    ]);
    await sleep(1_000);
    expect(await firstName(user)).toBe('Prueba');
    // Announced, the next change counts at once.
    await rename(user, 'Visible');
    expect(await answersWithin(user, 'Visible', 2_000)).not.toBeNull();
  });

  it('answers the caller’s own change of profile at once, every time', async () => {
    const user = await api.activeUser(uniqueEmail('conocido.propio'));
    for (const name of ['Berta', 'Carla', 'Dora', 'Elena', 'Fina']) {
      expect(await firstName(user)).not.toBe(name);
      const saved = await api.call('PATCH', '/api/user', {
        identity: user.identity,
        body: { firstName: name },
      });
      expect(saved.status).toBe(200);
      expect(await firstName(user)).toBe(name);
    }
  });

  it('answers 401 for an account deleted in the database', async () => {
    const user = await api.activeUser(uniqueEmail('conocido.borrado'));
    expect(await firstName(user)).toBe('Prueba');
    await sql(stack, 'DELETE FROM identity.users WHERE id = $1', [user.userId]);
    await expect
      .poll(async () => (await api.call('GET', '/api/auth/me', { identity: user.identity })).status, {
        timeout: 2_000,
        interval: 20,
      })
      .toBe(401);
  });
});

describe('an identity whose listening connections are lost', () => {
  let extra: Awaited<ReturnType<typeof startExtraIdentity>>;
  let other: IdentityApi;
  beforeAll(async () => {
    extra = await startExtraIdentity(stack);
    other = new IdentityApi({ ...stack, identityUrl: extra.url });
  });
  afterAll(async () => {
    await extra?.stop();
  });

  it('stops trusting what it kept, and keeps again once a connection listens', async () => {
    const user = await api.activeUser(uniqueEmail('conocido.perdido'));
    expect(await firstName(user, other)).toBe('Prueba');
    await unannouncedSql(stack, 'UPDATE identity.users SET first_name = $2 WHERE id = $1', [
      user.userId,
      'Oculta',
    ]);
    // Kept: the unannounced change is not seen yet.
    expect(await firstName(user, other)).toBe('Prueba');

    // Every PostgreSQL backend of the extra process ends (a restart, a network cut): nothing listens for it now.
    const pid = extra.process.child.pid as number;
    const ended = await sql<{ ended: boolean }>(
      stack,
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE application_name = 'pipcrafters-identity' AND client_port = ANY($1::int[])`,
      [localPorts(pid)],
    );
    expect(ended.length).toBeGreaterThan(0);
    // What it kept is dropped: the next read goes to the database (on a new connection, which listens again).
    expect(await answersWithin(user, 'Oculta', 2_000, other)).not.toBeNull();

    // Listening again, it keeps again: the read that opened the new connection started before it listened, so
    // the next one is kept, and another unannounced change stays unseen.
    expect(await firstName(user, other)).toBe('Oculta');
    await unannouncedSql(stack, 'UPDATE identity.users SET first_name = $2 WHERE id = $1', [
      user.userId,
      'Otra',
    ]);
    await sleep(300);
    expect(await firstName(user, other)).toBe('Oculta');
  });
});
