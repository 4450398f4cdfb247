import { uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
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
