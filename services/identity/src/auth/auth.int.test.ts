import {
  ACCESS_COOKIE,
  type AccessTokenClaims,
  REFRESH_COOKIE,
  SESSION_EXPIRY_COOKIE,
} from '@pipcrafters/contracts';
import { sql, uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiResponse, IdentityApi } from '../testing/identity-api';

const stack = inject('stack');
const api = new IdentityApi(stack);

import { TEST_PASSWORD as PASSWORD } from '@pipcrafters/platform/src/testing/http-client';

/** The script-readable expiry cookie: not httpOnly, same scope and lifetime as the access cookie, its JWT's exp. */
function expectSessionExpiryCookie(response: ApiResponse): void {
  const expiry = response.cookies[SESSION_EXPIRY_COOKIE];
  expect(expiry?.attributes).toMatch(/^Max-Age=900; Path=\/;.*SameSite=Lax$/);
  expect(expiry?.attributes).not.toMatch(/HttpOnly/i);
  const secure = /; Secure/.test(response.cookies[ACCESS_COOKIE]?.attributes ?? '');
  expect(/; Secure/.test(expiry?.attributes ?? '')).toBe(secure);
  const { exp } = api.session(response).claims as AccessTokenClaims & { exp: number };
  expect(expiry?.value).toBe(String(exp));
}

describe('register', () => {
  it('creates a PENDING USER, signed in, with normalised email and trimmed names', async () => {
    const email = uniqueEmail('registro');
    const response = await api.call('POST', '/api/auth/register', {
      body: {
        firstName: '  Lucía ',
        lastName: ' Gómez ',
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      user: {
        id: expect.any(String),
        firstName: 'Lucía',
        lastName: 'Gómez',
        email,
        status: 'PENDING',
        roles: ['USER'],
        preferences: { theme: 'dark', timeZone: null },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    expect(response.text).not.toMatch(/password|argon2/i);
    expect(response.cookies[ACCESS_COOKIE]?.attributes).toMatch(
      /Max-Age=900; Path=\/;.*HttpOnly; SameSite=Lax/,
    );
    expect(response.cookies[REFRESH_COOKIE]?.attributes).toMatch(
      /Max-Age=2592000; Path=\/api\/auth;.*HttpOnly; SameSite=Strict/,
    );
    expectSessionExpiryCookie(response);
    const session = api.session(response);
    expect(session.claims).toMatchObject({ email, status: 'PENDING', roles: ['USER'] });

    const me = await api.call('GET', '/api/auth/me', { identity: session.identity });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
    const stored = await sql<{ token_hash: string }>(
      stack,
      'SELECT token_hash FROM identity.refresh_tokens WHERE user_id = $1',
      [session.userId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(session.refreshToken);
  });

  it('answers a second sign-up of an email in another case like a first one, without a second account', async () => {
    const email = uniqueEmail('duplicado');
    const first = await api.register(email);
    const again = await api.call('POST', '/api/auth/register', {
      body: { firstName: 'Otra', lastName: 'Persona', email: email.toUpperCase(), password: PASSWORD },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ user: { email, firstName: 'Otra', status: 'PENDING' } });
    const application = api.session(again);
    expect(application.userId).not.toBe(first.userId);
    // One account owns the e-mail; the second sign-up is a shadow application of it (see registration.int.test.ts).
    const rows = await sql<{ id: string; shadow_of: string | null }>(
      stack,
      'SELECT id, shadow_of FROM identity.users WHERE lower(email) = $1 ORDER BY created_at',
      [email],
    );
    expect(rows).toEqual([
      { id: first.userId, shadow_of: null },
      { id: application.userId, shadow_of: first.userId },
    ]);
  });

  it.each([
    ['roles', ['USER', 'ADMIN']],
    ['status', 'ACTIVE'],
    ['id', '00000000-0000-4000-8000-000000000000'],
  ])('refuses the unknown field %s', async (field, value) => {
    const email = uniqueEmail('campo');
    const response = await api.call('POST', '/api/auth/register', {
      body: { firstName: 'Ana', lastName: 'Ruiz', email, password: PASSWORD, [field]: value },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `El campo "${field}" no está permitido.`,
    });
    expect(await sql(stack, 'SELECT 1 FROM identity.users WHERE email = $1', [email])).toHaveLength(0);
  });

  it.each([
    ['corta1', 'La contraseña debe tener entre 10 y 128 caracteres.'],
    ['sinnumerosnunca', 'La contraseña debe contener al menos un número.'],
    ['123456789012', 'La contraseña debe contener al menos una letra.'],
    [`a1${'b'.repeat(127)}`, 'La contraseña debe tener entre 10 y 128 caracteres.'],
  ])('explains the password policy in Spanish (%s)', async (password, message) => {
    const response = await api.call('POST', '/api/auth/register', {
      body: { firstName: 'Ana', lastName: 'Ruiz', email: uniqueEmail('politica'), password },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.message).toContain(message);
  });

  it('refuses a password that contains the email local part', async () => {
    const response = await api.call('POST', '/api/auth/register', {
      body: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'marta.lopez@example.com',
        password: 'Marta.Lopez-2026',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('La contraseña no puede contener la parte de tu correo');
  });

  it('validates names and email with Spanish messages', async () => {
    const response = await api.call('POST', '/api/auth/register', {
      body: { firstName: '   ', lastName: 'x'.repeat(81), email: 'no-es-correo', password: PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        'El nombre es obligatorio y debe tener entre 1 y 80 caracteres.',
        'Los apellidos son obligatorios y deben tener entre 1 y 80 caracteres.',
        'Introduce un correo electrónico válido (máximo 254 caracteres).',
      ]),
    );
  });
});

describe('login', () => {
  const email = uniqueEmail('login');
  beforeAll(async () => {
    await api.register(email);
  });

  it('lets a PENDING user sign in', async () => {
    const response = await api.call('POST', '/api/auth/login', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { email, status: 'PENDING' } });
    expect(response.cookies[ACCESS_COOKIE]?.value).toBeTruthy();
    expectSessionExpiryCookie(response);
  });

  it('answers an unknown email and a wrong password with byte-identical bodies', async () => {
    const wrongPassword = await api.call('POST', '/api/auth/login', {
      body: { email, password: 'Otra-clave-123' },
    });
    const unknownEmail = await api.call('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nadie'), password: 'Otra-clave-123' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.text).toBe(unknownEmail.text);
    expect(JSON.parse(wrongPassword.text)).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Error al iniciar sesión: el correo o la contraseña no son correctos.',
      error: 'Error al iniciar sesión: el correo o la contraseña no son correctos.',
    });
    expect(wrongPassword.cookies).toEqual({});
  });
});

describe('refresh', () => {
  it('rotates the token and detects reuse: replaying an old token kills the newest one too', async () => {
    const session = await api.register(uniqueEmail('rotacion'));
    const first = await api.call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    expectSessionExpiryCookie(first);
    const rotated = api.session(first);
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(rotated.claims.sid).toBe(session.claims.sid);

    const second = await api.call('POST', '/api/auth/refresh', { refreshToken: rotated.refreshToken });
    expect(second.status).toBe(200);
    const newest = api.session(second);

    const replay = await api.call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      statusCode: 401,
      code: 'REFRESH_INVALID',
      message: 'Sesión expirada. Por favor, inicia sesión nuevamente',
      error: 'Sesión expirada. Por favor, inicia sesión nuevamente',
    });
    const afterReplay = await api.call('POST', '/api/auth/refresh', { refreshToken: newest.refreshToken });
    expect(afterReplay.status).toBe(401);
    const state = await api.call('GET', `/internal/sessions/${session.claims.sid}`);
    expect(state.body).toMatchObject({ active: false, userId: session.userId });
  });

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const session = await api.register(uniqueEmail('concurrente'));
    const results = await Promise.all([
      api.call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken }),
      api.call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 401]);
  });

  it.each([
    ['no cookie', undefined],
    ['garbage', 'abc'],
    ['unknown', 'A'.repeat(43)],
  ])('answers 401 REFRESH_INVALID for %s', async (_, refreshToken) => {
    const response = await api.call('POST', '/api/auth/refresh', { refreshToken });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'REFRESH_INVALID' });
    expect(response.cookies[SESSION_EXPIRY_COOKIE]?.value).toBe('');
  });

  it('answers 401 for an expired token', async () => {
    const session = await api.register(uniqueEmail('caducado'));
    await sql(
      stack,
      "UPDATE identity.refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [session.userId],
    );
    const response = await api.call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(response.status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session, clears the session cookies, and a later refresh is 401', async () => {
    const session = await api.register(uniqueEmail('salida'));
    expect((await api.call('GET', `/internal/sessions/${session.claims.sid}`)).body).toMatchObject({
      active: true,
    });

    const response = await api.call('POST', '/api/auth/logout', {
      identity: session.identity,
      refreshToken: session.refreshToken,
    });
    expect(response.status).toBe(204);
    expect(response.cookies[ACCESS_COOKIE]?.value).toBe('');
    expect(response.cookies[REFRESH_COOKIE]?.value).toBe('');
    expect(response.cookies[REFRESH_COOKIE]?.attributes).toMatch(/Path=\/api\/auth/);
    expect(response.cookies[SESSION_EXPIRY_COOKIE]?.value).toBe('');
    expect(response.cookies[SESSION_EXPIRY_COOKIE]?.attributes).toMatch(/Path=\/;/);

    const refresh = await api.call('POST', '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
    expect((await api.call('GET', `/internal/sessions/${session.claims.sid}`)).body).toEqual({
      active: false,
      userId: session.userId,
      status: 'PENDING',
      roles: ['USER'],
      expiresAt: null,
    });
  });

  it('is a 204 even without a session', async () => {
    expect((await api.call('POST', '/api/auth/logout')).status).toBe(204);
  });
});

describe('sessions (gateway only)', () => {
  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expect((await api.call('GET', '/internal/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await api.call('GET', '/internal/sessions/nope')).status).toBe(400);
  });

  it('needs the gateway-signed identity', async () => {
    expect((await api.call('GET', '/internal/sessions/nope', { identity: null })).status).toBe(401);
  });
});
