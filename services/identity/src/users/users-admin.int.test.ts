import { sql, uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityApi, type Session } from '../testing/identity-api';

const stack = inject('stack');
const api = new IdentityApi(stack);

import { TEST_PASSWORD as PASSWORD } from '@pipcrafters/platform/src/testing/http-client';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let admin: Session;
beforeAll(async () => {
  admin = await api.loginDemoAdmin();
});

describe('admin access', () => {
  it('refuses a non-admin identity with 403 ADMIN_REQUIRED', async () => {
    const user = await api.activeUser(uniqueEmail('noadmin'));
    for (const path of ['/api/admin/users', '/api/admin/requests']) {
      const response = await api.call('GET', path, { identity: user.identity });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
  });

  it('checks the account itself, not only the roles the gateway forwarded', async () => {
    const user = await api.activeUser(uniqueEmail('falsoadmin'));
    const claimsAdmin = api.sign({
      sub: user.userId,
      roles: ['USER', 'ADMIN'],
      status: 'ACTIVE',
      sid: user.claims.sid,
    });
    const response = await api.call('GET', '/api/admin/users', { identity: claimsAdmin });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ADMIN_REQUIRED' });
  });

  it('refuses a direct call without identity and a forged identity with 401', async () => {
    expect((await api.call('GET', '/api/admin/users', { identity: null })).status).toBe(401);
    const forged = api.sign(
      { sub: admin.userId, roles: ['USER', 'ADMIN'], status: 'ACTIVE' },
      'una-clave-que-no-es-la-del-gateway-0123456789',
    );
    const response = await api.call('GET', '/api/admin/users', { identity: forged });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('sign-up requests', () => {
  it('lists PENDING users oldest first, paged', async () => {
    const first = await api.register(uniqueEmail('cola'));
    const second = await api.register(uniqueEmail('cola'));
    const response = await api.call<{ items: { id: string; status: string }[]; total: number }>(
      'GET',
      '/api/admin/requests?page=1&pageSize=100',
      { identity: admin.identity },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 100 });
    expect(response.body.items.every((item) => item.status === 'PENDING')).toBe(true);
    const ids = response.body.items.map((item) => item.id);
    expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(second.userId));
  });

  it('approves a request once', async () => {
    const pending = await api.register(uniqueEmail('aprobar'));
    const response = await api.call('POST', `/api/admin/requests/${pending.userId}/approve`, {
      identity: admin.identity,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      id: pending.userId,
      status: 'ACTIVE',
      reviewedAt: expect.any(String),
    });
    const [row] = await sql(stack, 'SELECT reviewed_by FROM identity.users WHERE id = $1', [pending.userId]);
    expect(row?.reviewed_by).toBe(admin.userId);

    const again = await api.call('POST', `/api/admin/requests/${pending.userId}/approve`, {
      identity: admin.identity,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/ya fue revisada/);
  });

  it('rejects with a reason, refuses the next refresh with the reason code, and the login tells why', async () => {
    const email = uniqueEmail('rechazar');
    const pending = await api.register(email);
    const response = await api.call('POST', `/api/admin/requests/${pending.userId}/reject`, {
      identity: admin.identity,
      body: { reason: '  Datos incompletos  ' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ status: 'REJECTED', rejectionReason: 'Datos incompletos' });
    expect((await api.call('GET', `/internal/sessions/${pending.claims.sid}`)).body).toMatchObject({
      active: true,
      status: 'REJECTED',
    });
    const refresh = await api.call('POST', '/api/auth/refresh', { refreshToken: pending.refreshToken });
    expect(refresh.status).toBe(403);
    expect(refresh.body).toMatchObject({ code: 'ACCOUNT_REJECTED' });
    expect((await api.call('GET', `/internal/sessions/${pending.claims.sid}`)).body).toMatchObject({
      active: false,
    });

    const login = await api.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_REJECTED',
      message: 'Error al iniciar sesión: tu solicitud de registro fue rechazada. Motivo: Datos incompletos',
      error: 'Error al iniciar sesión: tu solicitud de registro fue rechazada. Motivo: Datos incompletos',
    });
  });

  it('answers 404, 400 and 400 for unknown ids, malformed ids and too long reasons', async () => {
    const unknown = await api.call('POST', `/api/admin/requests/${UNKNOWN_ID}/approve`, {
      identity: admin.identity,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Solicitud no encontrada.' });
    const malformed = await api.call('POST', '/api/admin/requests/1%27%20OR%201=1/approve', {
      identity: admin.identity,
    });
    expect(malformed.status).toBe(400);
    const pending = await api.register(uniqueEmail('motivo'));
    const long = await api.call('POST', `/api/admin/requests/${pending.userId}/reject`, {
      identity: admin.identity,
      body: { reason: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('El motivo debe ser un texto de como máximo 500 caracteres.');
  });
});

describe('user administration', () => {
  it('searches by name or email, case-insensitively and with wildcards taken literally', async () => {
    const email = uniqueEmail('buscable');
    await api.activeUser(email);
    const found = await api.call<{ items: { email: string }[] }>(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(email.toUpperCase())}&status=ACTIVE&role=USER`,
      { identity: admin.identity },
    );
    expect(found.status).toBe(200);
    expect(found.body.items.map((item) => item.email)).toEqual([email]);
    const wildcard = await api.call<{ total: number }>('GET', '/api/admin/users?search=%25_%25', {
      identity: admin.identity,
    });
    expect(wildcard.body.total).toBe(0);
  });

  it('lists newest first and validates the query in Spanish', async () => {
    const list = await api.call<{ items: { createdAt: string }[] }>('GET', '/api/admin/users?pageSize=5', {
      identity: admin.identity,
    });
    const dates = list.body.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await api.call('GET', '/api/admin/users?pageSize=101&status=VIP&page=0', {
      identity: admin.identity,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        'El tamaño de página debe ser un número entero entre 1 y 100.',
        'El estado debe ser uno de: PENDING, ACTIVE, REJECTED, SUSPENDED.',
        'La página debe ser un número entero entre 1 y 100000.',
      ]),
    );
  });

  it('suspends (the status shows at once, the next refresh ends the session) and reactivates', async () => {
    const email = uniqueEmail('suspender');
    const user = await api.activeUser(email);
    const suspended = await api.call('POST', `/api/admin/users/${user.userId}/suspend`, {
      identity: admin.identity,
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user).toMatchObject({ status: 'SUSPENDED' });
    expect((await api.call('GET', `/internal/sessions/${user.claims.sid}`)).body).toMatchObject({
      active: true,
      status: 'SUSPENDED',
    });
    const refresh = await api.call('POST', '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(refresh.status).toBe(403);
    expect(refresh.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect((await api.call('GET', `/internal/sessions/${user.claims.sid}`)).body).toMatchObject({
      active: false,
      status: 'SUSPENDED',
    });
    const login = await api.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.body).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_SUSPENDED',
      message: 'Error al iniciar sesión: tu cuenta está suspendida.',
      error: 'Error al iniciar sesión: tu cuenta está suspendida.',
    });

    const reactivated = await api.call('POST', `/api/admin/users/${user.userId}/reactivate`, {
      identity: admin.identity,
    });
    expect(reactivated.body.user).toMatchObject({ status: 'ACTIVE' });
    expect((await api.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).status).toBe(
      200,
    );
    const twice = await api.call('POST', `/api/admin/users/${user.userId}/reactivate`, {
      identity: admin.identity,
    });
    expect(twice.status).toBe(409);
  });

  it('refuses a refresh of a session whose user was suspended meanwhile with 403', async () => {
    const user = await api.activeUser(uniqueEmail('bloqueo'));
    await sql(stack, "UPDATE identity.users SET status = 'SUSPENDED' WHERE id = $1", [user.userId]);
    const response = await api.call('POST', '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect((await api.call('GET', `/internal/sessions/${user.claims.sid}`)).body).toMatchObject({
      active: false,
    });
  });

  it('grants and removes ADMIN, and an admin cannot demote or suspend themself', async () => {
    const user = await api.activeUser(uniqueEmail('segundoadmin'));
    const granted = await api.call('POST', `/api/admin/users/${user.userId}/admin`, {
      identity: admin.identity,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.user).toMatchObject({ roles: ['USER', 'ADMIN'] });

    const secondAdmin = api.sign({
      sub: user.userId,
      roles: ['USER', 'ADMIN'],
      status: 'ACTIVE',
      sid: user.claims.sid,
    });
    const selfDemote = await api.call('DELETE', `/api/admin/users/${user.userId}/admin`, {
      identity: secondAdmin,
    });
    expect(selfDemote.status).toBe(403);
    expect(selfDemote.body).toEqual({
      statusCode: 403,
      code: 'SELF_ACTION_FORBIDDEN',
      message: 'No puedes quitarte a ti mismo el rol de administrador.',
      error: 'No puedes quitarte a ti mismo el rol de administrador.',
    });
    const selfSuspend = await api.call('POST', `/api/admin/users/${user.userId}/suspend`, {
      identity: secondAdmin,
    });
    expect(selfSuspend.status).toBe(403);
    expect(selfSuspend.body).toMatchObject({ code: 'SELF_ACTION_FORBIDDEN' });

    const removed = await api.call('DELETE', `/api/admin/users/${user.userId}/admin`, {
      identity: admin.identity,
    });
    expect(removed.body.user).toMatchObject({ roles: ['USER'] });
    expect((await api.call('GET', '/api/admin/users', { identity: secondAdmin })).status).toBe(403);
  });

  it('answers 404 for unknown users', async () => {
    const response = await api.call('POST', `/api/admin/users/${UNKNOWN_ID}/suspend`, {
      identity: admin.identity,
    });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Usuario no encontrado.' });
  });
});
