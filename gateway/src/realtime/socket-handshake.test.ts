import type { SessionState } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectError,
  cookieValue,
  requestAccessToken,
  socketAccessError,
  socketAccessToken,
  socketOriginAllowed,
} from './socket-handshake';

const handshake = (cookie?: string, auth: Record<string, unknown> = {}) => ({
  headers: cookie === undefined ? {} : { cookie },
  auth,
});

describe('cookieValue', () => {
  it('finds one cookie among others, URL-decoded, the first of that name', () => {
    expect(cookieValue('pc_session=1800; pc_access=abc.def.ghi; tema=oscuro', 'pc_access')).toBe(
      'abc.def.ghi',
    );
    expect(cookieValue('pc_access=a%2Bb', 'pc_access')).toBe('a+b');
    expect(cookieValue('pc_access="abc"', 'pc_access')).toBe('abc');
    expect(cookieValue('pc_access=uno; pc_access=dos', 'pc_access')).toBe('uno');
  });

  it('answers null for a missing, empty or only similarly named cookie', () => {
    expect(cookieValue(undefined, 'pc_access')).toBeNull();
    expect(cookieValue('', 'pc_access')).toBeNull();
    expect(cookieValue('pc_access=', 'pc_access')).toBeNull();
    expect(cookieValue('xpc_access=abc; pc_access_old=def', 'pc_access')).toBeNull();
    expect(cookieValue('sin-igual', 'pc_access')).toBeNull();
  });

  it('keeps a value that is not valid URL encoding as it is', () => {
    expect(cookieValue('pc_access=%E0%A4%A', 'pc_access')).toBe('%E0%A4%A');
  });
});

describe('socketAccessToken', () => {
  it('reads the httpOnly access cookie of the handshake', () => {
    expect(socketAccessToken(handshake('pc_refresh=r; pc_access=t.o.k'))).toBe('t.o.k');
  });

  it('prefers auth.token and then ignores the cookie, as a bearer request does', () => {
    expect(socketAccessToken(handshake('pc_access=cookie', { token: ' dado ' }))).toBe('dado');
    expect(socketAccessToken(handshake('pc_access=cookie', { token: '' }))).toBeNull();
    expect(socketAccessToken(handshake('pc_access=cookie', { token: 42 }))).toBeNull();
  });

  it('answers null when the handshake carries no token', () => {
    expect(socketAccessToken(handshake())).toBeNull();
    expect(socketAccessToken(handshake('pc_refresh=r'))).toBeNull();
  });
});

describe('requestAccessToken (engine.io handshake: headers only)', () => {
  it('reads a bearer token, and then ignores the cookie, as /api does', () => {
    expect(requestAccessToken({ authorization: 'Bearer t.o.k', cookie: 'pc_access=cookie' })).toBe('t.o.k');
    expect(requestAccessToken({ authorization: 'Basic dXNlcjpjbGF2ZQ==', cookie: 'pc_access=c' })).toBeNull();
    expect(requestAccessToken({ authorization: '' })).toBeNull();
  });

  it('reads the access cookie otherwise, and nothing from a request with neither', () => {
    expect(requestAccessToken({ cookie: 'pc_session=1; pc_access=a.b.c' })).toBe('a.b.c');
    expect(requestAccessToken({})).toBeNull();
  });

  it('is what socketAccessToken falls back to when auth.token is not given', () => {
    expect(socketAccessToken({ headers: { authorization: 'Bearer x.y.z' }, auth: {} })).toBe('x.y.z');
    expect(socketAccessToken({ headers: { authorization: 'Bearer x.y.z' }, auth: { token: 'dado' } })).toBe(
      'dado',
    );
  });
});

describe('socketOriginAllowed', () => {
  const allowed = ['http://localhost:8080', 'https://pipcrafters.example'];

  it('accepts our origins and clients that name none (not browsers)', () => {
    expect(socketOriginAllowed('http://localhost:8080', allowed)).toBe(true);
    expect(socketOriginAllowed('https://pipcrafters.example/', allowed)).toBe(true);
    expect(socketOriginAllowed(undefined, allowed)).toBe(true);
  });

  it('refuses any other origin, including look-alikes and opaque ones', () => {
    expect(socketOriginAllowed('https://atacante.example', allowed)).toBe(false);
    expect(socketOriginAllowed('http://localhost:8081', allowed)).toBe(false);
    expect(socketOriginAllowed('https://pipcrafters.example.atacante.example', allowed)).toBe(false);
    expect(socketOriginAllowed('http://pipcrafters.example', allowed)).toBe(false);
    expect(socketOriginAllowed('null', allowed)).toBe(false);
    expect(socketOriginAllowed(['http://localhost:8080'], allowed)).toBe(false);
  });
});

describe('socketAccessError', () => {
  const session = (overrides: Partial<SessionState>): SessionState => ({
    active: true,
    userId: 'u1',
    status: 'ACTIVE',
    roles: ['USER'],
    ...overrides,
  });

  it('admits active and pending accounts', () => {
    expect(socketAccessError('u1', session({}))).toBeNull();
    expect(socketAccessError('u1', session({ status: 'PENDING' }))).toBeNull();
  });

  it('refuses rejected and suspended accounts with their reason', () => {
    expect(socketAccessError('u1', session({ status: 'SUSPENDED' }))).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Tu cuenta está suspendida. Contacta con el equipo de PipCrafters.',
    });
    expect(socketAccessError('u1', session({ status: 'REJECTED' }))).toMatchObject({
      code: 'ACCOUNT_REJECTED',
    });
  });

  it('refuses ended, unknown and someone else’s sessions', () => {
    expect(socketAccessError('u1', session({ active: false }))?.code).toBe('UNAUTHENTICATED');
    expect(socketAccessError('u1', session({ active: false, status: 'PENDING' }))?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(socketAccessError('u1', null)?.code).toBe('UNAUTHENTICATED');
    expect(socketAccessError('u2', session({}))?.code).toBe('UNAUTHENTICATED');
  });
});

describe('connectError', () => {
  it('carries the Spanish message and, in data, only the error code', () => {
    const error = connectError({
      code: 'UNAUTHENTICATED',
      message: 'No autorizado. Por favor inicia sesión.',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('No autorizado. Por favor inicia sesión.');
    expect(error.data).toEqual({ code: 'UNAUTHENTICATED' });
  });
});
