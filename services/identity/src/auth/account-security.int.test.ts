import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_EXPIRY_COOKIE } from '@pipcrafters/contracts';
import {
  bearer,
  eventually,
  login,
  loginDemo,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { TEST_PASSWORD as PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import { HttpClient, sql } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/** Through the gateway, as the browser calls them: cookies, the anti-CSRF header, the session check. */
const stack = inject('stack');
const NEW_PASSWORD = 'Nueva-Clave-Segura-2027';

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});

/** A new ACTIVE user signed in through the gateway, with their e-mail. */
async function activeUser(prefix: string): Promise<SignedIn & { email: string }> {
  const applicant = await register(stack, prefix);
  const approved = await admin.client.post(`/api/admin/requests/${applicant.userId}/approve`);
  expect(approved.status).toBe(200);
  return { ...(await login(stack, applicant.email, PASSWORD)), email: applicant.email };
}

const status = async (client: HttpClient, path: string) => (await client.get(path)).status;
const refreshStatus = async (client: HttpClient) => (await client.post('/api/auth/refresh')).status;
/** The access token alone (no refresh cookie), so a refusal cannot be hidden by a refresh. */
const accessStatus = async (session: SignedIn) =>
  (await fetch(`${stack.gatewayUrl}/api/user`, { headers: bearer(session.accessToken) })).status;

async function liveRefreshTokens(userId: string): Promise<number> {
  const [row] = await sql<{ count: string }>(
    stack,
    'SELECT count(*) FROM identity.refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  return Number(row?.count);
}

describe('POST /api/user/password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await activeUser('clave');
    const otherDevice = await login(stack, user.email, PASSWORD);

    const response = await user.client.post('/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    expect(await status(user.client, '/api/user')).toBe(200);
    expect(await refreshStatus(user.client)).toBe(200);
    expect(await refreshStatus(otherDevice.client)).toBe(401);
    await eventually(async () => (await accessStatus(otherDevice)) === 401);

    const oldPassword = await new HttpClient(stack.gatewayUrl).post('/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    await expect(login(stack, user.email, NEW_PASSWORD)).resolves.toMatchObject({ userId: user.userId });
  });

  it('refuses a wrong current password with 400 and a Spanish message, changing nothing', async () => {
    const user = await activeUser('clave-mal');
    const response = await user.client.post('/api/user/password', {
      currentPassword: 'No-Es-La-Clave-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'La contraseña actual no es correcta.',
      error: 'La contraseña actual no es correcta.',
    });
    // Still signed in (not a 401 that would end the browser's session), and the old password still works.
    expect(await status(user.client, '/api/user')).toBe(200);
    await expect(login(stack, user.email, PASSWORD)).resolves.toMatchObject({ userId: user.userId });
  });

  it.each([
    ['too short', 'corta1', 'La contraseña debe tener entre 10 y 128 caracteres.'],
    ['without a digit', 'sinnumerosnunca', 'La contraseña debe contener al menos un número.'],
    ['without a letter', '123456789012', 'La contraseña debe contener al menos una letra.'],
    ['too long', `a1${'b'.repeat(127)}`, 'La contraseña debe tener entre 10 y 128 caracteres.'],
  ])('applies the shared password policy (%s)', async (_, newPassword, problem) => {
    const user = await activeUser('politica');
    const response = await user.client.post('/api/user/password', { currentPassword: PASSWORD, newPassword });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; details: string[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(problem);
    expect(body.details).toContain(problem);
  });

  it("refuses a new password containing the e-mail's name, or equal to the current one", async () => {
    const user = await activeUser('correo');
    const localPart = user.email.split('@')[0] ?? '';
    const withEmail = await user.client.post('/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: `X${localPart.toUpperCase()}9`,
    });
    expect(withEmail.status).toBe(400);
    expect(((await withEmail.json()) as { message: string }).message).toContain(
      'no puede contener la parte de tu correo',
    );
    const same = await user.client.post('/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'La nueva contraseña debe ser distinta de la actual.',
    });
  });

  it('needs a signed-in user and the anti-CSRF header', async () => {
    const anonymous = await new HttpClient(stack.gatewayUrl).post('/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(anonymous.status).toBe(401);
    const user = await activeUser('csrf');
    const withoutHeader = await fetch(`${stack.gatewayUrl}/api/user/password`, {
      method: 'POST',
      headers: { cookie: user.client.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    });
    expect(withoutHeader.status).toBe(403);
    expect(await withoutHeader.json()).toMatchObject({ code: 'CSRF_REJECTED' });
  });

  it('answers bad input with a Spanish 4xx, never a 5xx', async () => {
    const user = await activeUser('entrada');
    const bodies: unknown[] = [
      {},
      { currentPassword: PASSWORD },
      { newPassword: NEW_PASSWORD },
      { currentPassword: 1, newPassword: true },
      { currentPassword: ['x'], newPassword: { $ne: null } },
      { currentPassword: '', newPassword: '' },
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, userId: admin.userId },
      { currentPassword: 'x'.repeat(100_000), newPassword: NEW_PASSWORD },
      [PASSWORD, NEW_PASSWORD],
      'null',
      '{"currentPassword":',
    ];
    for (const body of bodies) {
      const response = await user.client.post('/api/user/password', body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      const error = (await response.json()) as { statusCode: number; code: string; message: string };
      expect(error.statusCode, label).toBe(response.status);
      expect(error.message, label).toMatch(/contraseña|campo|petición|objeto|datos/i);
    }
    // None of it changed the password.
    await expect(login(stack, user.email, PASSWORD)).resolves.toMatchObject({ userId: user.userId });
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every session of the user and clears the cookies; old access tokens are refused within seconds', async () => {
    const user = await activeUser('todas');
    const laptop = await login(stack, user.email, PASSWORD);
    const phone = await login(stack, user.email, PASSWORD);
    const stranger = await activeUser('ajena');
    // Registration, the sign-in after approval, the laptop and the phone.
    expect(await liveRefreshTokens(user.userId)).toBe(4);

    const response = await user.client.post('/api/auth/logout-all');
    expect(response.status).toBe(204);
    const cleared = Object.fromEntries(
      response.headers.getSetCookie().map((cookie) => {
        const [pair = ''] = cookie.split(';');
        return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      }),
    );
    expect(cleared).toEqual({ [ACCESS_COOKIE]: '', [SESSION_EXPIRY_COOKIE]: '', [REFRESH_COOKIE]: '' });

    expect(await liveRefreshTokens(user.userId)).toBe(0);
    for (const device of [laptop, phone]) {
      expect(await refreshStatus(device.client)).toBe(401);
      await eventually(async () => (await accessStatus(device)) === 401);
    }
    await eventually(async () => (await accessStatus(user)) === 401);

    // Someone else's sessions are untouched, and the user can sign in again.
    expect(await status(stranger.client, '/api/user')).toBe(200);
    expect(await liveRefreshTokens(stranger.userId)).toBe(2);
    const again = await login(stack, user.email, PASSWORD);
    expect(await status(again.client, '/api/user')).toBe(200);
  });

  it('needs a signed-in user and the anti-CSRF header', async () => {
    expect((await new HttpClient(stack.gatewayUrl).post('/api/auth/logout-all')).status).toBe(401);
    const user = await activeUser('todas-csrf');
    const withoutHeader = await fetch(`${stack.gatewayUrl}/api/auth/logout-all`, {
      method: 'POST',
      headers: { cookie: user.client.cookieHeader() },
    });
    expect(withoutHeader.status).toBe(403);
    expect(await liveRefreshTokens(user.userId)).toBeGreaterThan(0);
  });

  it("only ever ends the caller's own sessions, whatever the body names", async () => {
    const user = await activeUser('todas-cuerpo');
    const response = await user.client.post('/api/auth/logout-all', { userId: admin.userId });
    expect(response.status).toBe(204);
    expect(await liveRefreshTokens(user.userId)).toBe(0);
    expect(await status(admin.client, '/api/user')).toBe(200);
  });
});
