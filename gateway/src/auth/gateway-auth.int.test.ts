import { createHmac } from 'node:crypto';
import { DEMO_ACCOUNTS, GATEWAY_IDENTITY_HEADER } from '@pipcrafters/contracts';
import {
  bearer,
  eventually,
  loginDemo,
  otherRsaKey,
  register,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const api = (path: string, init: RequestInit = {}) => fetch(`${stack.gatewayUrl}${path}`, init);

let trader: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  trader = await loginDemo(stack, 'trader');
  admin = await loginDemo(stack, 'admin');
});

/** The classic key-confusion forgery: HMAC over the token with the RSA public key as the secret. */
const hmacSigned = (unsigned: string) =>
  `${unsigned}.${createHmac('sha256', stack.jwtPublicKey).update(unsigned).digest('base64url')}`;

async function expectUnauthenticated(response: Response): Promise<void> {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    statusCode: 401,
    message: 'No autorizado. Por favor inicia sesión.',
    code: 'UNAUTHENTICATED',
    error: 'No autorizado. Por favor inicia sesión.',
  });
}

describe('access tokens', () => {
  /** The trader's real claims, without those each signature sets anew. */
  const claims = () => {
    const { sub, email, roles, status, sid } = trader.claims;
    return { sub, email, roles, status, sid };
  };
  const sign = (payload: object, options: jwt.SignOptions = {}, key: string = stack.jwtPrivateKey) =>
    jwt.sign(payload, key, {
      algorithm: 'RS256',
      issuer: 'pipcrafters-identity',
      audience: 'pipcrafters-api',
      expiresIn: 600,
      ...options,
    });

  it('accepts identity tokens from the cookie or as a bearer', async () => {
    expect((await trader.client.get('/api/user')).status).toBe(200);
    expect((await api('/api/user', { headers: bearer(trader.accessToken) })).status).toBe(200);
    expect((await api('/api/user', { headers: bearer(sign(claims())) })).status).toBe(200);
  });

  it('refuses requests without a token', async () => {
    await expectUnauthenticated(await api('/api/user'));
  });

  it('refuses every forged or unsuitable token with 401', async () => {
    const [header, payload, signature] = trader.accessToken.split('.') as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = encode({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      roles: ['USER', 'ADMIN'],
    });
    const now = Math.floor(Date.now() / 1000);
    const forged = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'tampered payload': `${header}.${tampered}.${signature}`,
      expired: jwt.sign({ ...claims(), iat: now - 3600, exp: now - 60 }, stack.jwtPrivateKey, {
        algorithm: 'RS256',
        issuer: 'pipcrafters-identity',
        audience: 'pipcrafters-api',
      }),
      'wrong audience': sign(claims(), { audience: 'otra-api' }),
      'wrong issuer': sign(claims(), { issuer: 'otro-emisor' }),
      'another RSA key': sign(claims(), {}, otherRsaKey()),
      'HS256 with the public key as secret': hmacSigned(`${encode({ alg: 'HS256', typ: 'JWT' })}.${payload}`),
      'unknown session': sign({ ...claims(), sid: '00000000-0000-4000-8000-000000000000' }),
      garbage: 'not-a-token',
    };
    for (const [name, token] of Object.entries(forged)) {
      const viaBearer = await api('/api/user', { headers: bearer(token) });
      expect(viaBearer.status, name).toBe(401);
      await expectUnauthenticated(viaBearer);
      const viaCookie = await api('/api/user', { headers: { cookie: `pc_access=${token}` } });
      expect(viaCookie.status, name).toBe(401);
    }
  });

  it('ignores an identity header sent by the client', async () => {
    const identity = signGatewayIdentity(
      { sub: trader.userId, roles: ['ADMIN'], status: 'ACTIVE' },
      stack.internalSecret,
    );
    await expectUnauthenticated(await api('/api/user', { headers: { [GATEWAY_IDENTITY_HEADER]: identity } }));
    const asTrader = await api('/api/admin/users', {
      headers: { ...bearer(trader.accessToken), [GATEWAY_IDENTITY_HEADER]: identity },
    });
    expect(asTrader.status).toBe(403);
  });
});

describe('roles and account status', () => {
  it('keeps normal users out of /api/admin with ADMIN_REQUIRED, and lets admins in', async () => {
    const response = await trader.client.get('/api/admin/users');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: 403, code: 'ADMIN_REQUIRED' });
    expect((await trader.client.get('/api/admin/requests')).status).toBe(403);
    expect((await admin.client.get('/api/admin/users')).status).toBe(200);
  });

  it('blocks a PENDING user except on /api/auth/me, and lets them in within seconds of approval', async () => {
    const pending = await register(stack, 'pendiente');
    const blocked = await pending.client.get('/api/user');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({
      statusCode: 403,
      message: 'Tu cuenta está pendiente de aprobación.',
      code: 'ACCOUNT_PENDING',
      error: 'Tu cuenta está pendiente de aprobación.',
    });
    const me = await pending.client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: pending.email, status: 'PENDING' } });

    expect((await admin.client.post(`/api/admin/requests/${pending.userId}/approve`)).status).toBeLessThan(
      300,
    );
    // The same (unchanged) access token now works: the gateway reads status from identity, not the token.
    await eventually(async () => (await pending.client.get('/api/user')).status === 200);
  });

  it('shuts a suspended user out within seconds, without waiting for the token to expire', async () => {
    const user = await register(stack, 'suspender');
    await admin.client.post(`/api/admin/requests/${user.userId}/approve`);
    await eventually(async () => (await user.client.get('/api/user')).status === 200);
    expect((await admin.client.post(`/api/admin/users/${user.userId}/suspend`)).status).toBe(200);
    // The still-unexpired token now meets the suspended status: 403 with the code the shell understands...
    await eventually(async () => (await user.client.get('/api/user')).status === 403);
    const refused = await user.client.get('/api/user');
    expect(await refused.json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_SUSPENDED' });
    // ...except on the current user, which says why, and logout.
    const me = await user.client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { status: string } }).user.status).toBe('SUSPENDED');
    expect((await user.client.post('/api/auth/logout')).status).toBe(204);
  });

  it('tells a rejected applicant why, on the session they registered with', async () => {
    const applicant = await register(stack, 'rechazada');
    const rejected = await admin.client.post(`/api/admin/requests/${applicant.userId}/reject`, {
      reason: 'Faltan datos',
    });
    expect(rejected.status).toBe(200);
    await eventually(async () => (await applicant.client.get('/api/user')).status === 403);
    const refused = await applicant.client.get('/api/user');
    expect(await refused.json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_REJECTED' });
    const me = await applicant.client.get('/api/auth/me');
    expect(((await me.json()) as { user: { status: string } }).user.status).toBe('REJECTED');
  });

  it('stops honouring an access token as soon as its session logs out', async () => {
    const user = await register(stack, 'salida');
    const token = user.accessToken;
    expect((await api('/api/auth/me', { headers: bearer(token) })).status).toBe(200);
    expect((await user.client.post('/api/auth/logout')).status).toBe(204);
    await expectUnauthenticated(await api('/api/auth/me', { headers: bearer(token) }));
  });

  it('lets the demo accounts sign in', () => {
    expect(trader.claims.email).toBe(DEMO_ACCOUNTS.trader.email);
    expect(admin.claims.roles).toContain('ADMIN');
  });
});
