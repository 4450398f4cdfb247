import { type DomainEvent, eventQueueName, type PublicUser } from '@pipcrafters/contracts';
import { EVENT_BUS_SCHEMA } from '@pipcrafters/events';
import { sql, uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityMessages } from '../messages';
import { IdentityApi, type Session } from '../testing/identity-api';

const stack = inject('stack');
const api = new IdentityApi(stack);

let user: Session;
let admin: Session;
beforeAll(async () => {
  user = await api.activeUser(uniqueEmail('perfil'));
  admin = await api.loginDemoAdmin();
});

describe('current user', () => {
  it('reads and updates the profile and the theme', async () => {
    expect((await api.call('GET', '/api/user', { identity: user.identity })).body).toMatchObject({
      user: { id: user.userId, status: 'ACTIVE', preferences: { theme: 'dark' } },
    });
    const updated = await api.call('PATCH', '/api/user', {
      identity: user.identity,
      body: { firstName: ' Carmen ', preferences: { theme: 'light' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({
      firstName: 'Carmen',
      lastName: 'Integración',
      preferences: { theme: 'light' },
    });
  });

  it('is refused to a PENDING user, who still has /api/auth/me', async () => {
    const pending = await api.register(uniqueEmail('pendiente'));
    const response = await api.call('GET', '/api/user', { identity: pending.identity });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ACCOUNT_PENDING' });
    expect((await api.call('GET', '/api/auth/me', { identity: pending.identity })).status).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    expect((await api.call('GET', '/api/user')).status).toBe(401);
    expect((await api.call('GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('the time zone preference', () => {
  let traveller: Session;
  beforeAll(async () => {
    traveller = await api.activeUser(uniqueEmail('zona'));
  });

  const patch = (body: unknown, session = traveller) =>
    api.call<{ user: PublicUser }>('PATCH', '/api/user', { identity: session.identity, body });
  const preferences = async (session = traveller) =>
    (await api.call<{ user: PublicUser }>('GET', '/api/user', { identity: session.identity })).body.user
      .preferences;
  /** The zones announced to progress for this user, oldest first. */
  const announced = async (session = traveller) =>
    (
      await sql<{ data: DomainEvent<'identity.user.preferences-changed'> }>(
        stack,
        `SELECT data FROM ${EVENT_BUS_SCHEMA}.job WHERE name = $1 AND data->'payload'->>'userId' = $2
          ORDER BY created_on`,
        [eventQueueName('progress', 'identity.user.preferences-changed'), session.userId],
      )
    ).map((row) => row.data.payload.timeZone);

  it('is null until set, then saved, returned and announced once per real change', async () => {
    expect(await preferences()).toEqual({ theme: 'dark', timeZone: null });

    const saved = await patch({ preferences: { timeZone: 'America/Mexico_City' } });
    expect(saved.status).toBe(200);
    expect(saved.body.user.preferences).toEqual({ theme: 'dark', timeZone: 'America/Mexico_City' });
    expect(await preferences()).toEqual({ theme: 'dark', timeZone: 'America/Mexico_City' });
    expect(await announced()).toEqual(['America/Mexico_City']);

    // The same zone again, a theme, a name: nothing to announce.
    expect((await patch({ preferences: { timeZone: 'America/Mexico_City' } })).status).toBe(200);
    expect((await patch({ firstName: 'Viajera', preferences: { theme: 'light' } })).status).toBe(200);
    expect(await announced()).toEqual(['America/Mexico_City']);

    expect((await patch({ preferences: { timeZone: 'Asia/Tokyo' } })).status).toBe(200);
    expect((await patch({ preferences: { timeZone: null } })).body.user.preferences).toEqual({
      theme: 'light',
      timeZone: null,
    });
    expect((await patch({ preferences: { timeZone: null } })).status).toBe(200);
    expect(await announced()).toEqual(['America/Mexico_City', 'Asia/Tokyo', null]);
  });

  it('a theme-only change keeps the zone, and a zone-only change keeps the theme', async () => {
    const user = await api.activeUser(uniqueEmail('zona-tema'));
    expect((await patch({ preferences: { timeZone: 'Europe/Lisbon' } }, user)).status).toBe(200);
    const themed = await patch({ preferences: { theme: 'auto' } }, user);
    expect(themed.body.user.preferences).toEqual({ theme: 'auto', timeZone: 'Europe/Lisbon' });
    expect((await patch({ preferences: { timeZone: 'Africa/Casablanca' } }, user)).status).toBe(200);
    expect(await preferences(user)).toEqual({ theme: 'auto', timeZone: 'Africa/Casablanca' });
    const [row] = await sql<{ preferences: unknown }>(
      stack,
      'SELECT preferences FROM identity.users WHERE id = $1',
      [user.userId],
    );
    expect(row?.preferences).toEqual({ theme: 'auto', timeZone: 'Africa/Casablanca' });
  });

  it('keeps both when the theme and the zone are saved at the same moment', async () => {
    const user = await api.activeUser(uniqueEmail('zona-carrera'));
    const [themed, zoned] = await Promise.all([
      patch({ preferences: { theme: 'light' } }, user),
      patch({ preferences: { timeZone: 'Europe/Madrid' } }, user),
    ]);
    expect([themed.status, zoned.status]).toEqual([200, 200]);
    expect(await preferences(user)).toEqual({ theme: 'light', timeZone: 'Europe/Madrid' });
  });

  it.each([
    ['+02:00'],
    ['-0500'],
    ['Local'],
    ['Europe/Nowhere'],
    [''],
    [`Europe/${'a'.repeat(60)}`],
    [7],
    [['Europe/Madrid']],
  ])('refuses %j with the Spanish 400, changing nothing', async (timeZone) => {
    const before = await preferences();
    const response = await patch({ preferences: { theme: 'auto', timeZone } });
    expect(response.status).toBe(400);
    // One sentence, the profile's, which the admin statistics' zone shares.
    const message = 'La zona horaria debe ser un nombre IANA válido, por ejemplo "Europe/Madrid".';
    expect(IdentityMessages.fields.profile.timeZone).toBe(message);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      error: message,
      details: [message],
    });
    expect(await preferences()).toEqual(before);
  });
});

describe('bad input is always a 4xx, never a 5xx', () => {
  const cases: [string, string, unknown, string?][] = [
    ['POST', '/api/auth/register', [1, 2, 3]],
    ['POST', '/api/auth/register', '[]'],
    ['POST', '/api/auth/register', 'null'],
    ['POST', '/api/auth/register', '"texto"'],
    ['POST', '/api/auth/register', '{"firstName":'],
    ['POST', '/api/auth/register', { firstName: 1, lastName: {}, email: ['a@b.c'], password: true }],
    [
      'POST',
      '/api/auth/register',
      { firstName: 'x'.repeat(100_000), lastName: 'y', email: 'a@b.co', password: 'x' },
    ],
    [
      'POST',
      '/api/auth/register',
      { firstName: 'A', lastName: 'B', email: `${'a'.repeat(300)}@b.co`, password: 'Abc-123456' },
    ],
    ['POST', '/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(10_000) }],
    ['POST', '/api/auth/login', { email: { $ne: null }, password: 'x' }],
    ['POST', '/api/auth/login', 'email=a@b.co&password=x', 'application/x-www-form-urlencoded'],
    ['POST', '/api/auth/login', '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}'],
    ['PATCH', '/api/user', { preferences: { theme: 'rosa' } }],
    ['PATCH', '/api/user', { preferences: 'dark' }],
    ['PATCH', '/api/user', { preferences: { theme: 'dark', extra: 1 } }],
    ['PATCH', '/api/user', { preferences: { timeZone: 'Europe/Madrid'.repeat(100) } }],
    ['PATCH', '/api/user', { email: 'otro@example.com' }],
    ['PATCH', '/api/user', { firstName: '' }],
    ['GET', '/api/admin/users/..%2f..%2fetc', undefined],
    ['GET', '/internal/sessions/%00', undefined],
    ['POST', '/api/admin/requests/00000000-0000-0000-0000-00000000000g/approve', undefined],
  ];

  it.each(cases)('%s %s %j', async (method, path, body, contentType) => {
    const identity = path.startsWith('/api/auth')
      ? undefined
      : path.startsWith('/api/user')
        ? user.identity
        : admin.identity;
    const response = await api.call(method, path, {
      identity,
      body,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toMatchObject({
      statusCode: response.status,
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});
