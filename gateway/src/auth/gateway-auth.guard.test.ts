import { Controller, type ExecutionContext, Get, HttpException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AccessTokenClaims, SessionState } from '@pipcrafters/contracts';
import { AnyAccountStatus, Public, Roles } from '@pipcrafters/service-kit';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayRequest } from '../proxy/gateway-request';
import type { AccessTokenVerifier } from './access-token-verifier';
import { GatewayAuthGuard } from './gateway-auth.guard';
import { SessionLookupError, type SessionService } from './session.service';

@Controller('api')
class RoutesController {
  @Get('user')
  signedIn() {}

  @Public()
  @Get('open')
  open() {}

  @AnyAccountStatus()
  @Get('me')
  me() {}

  @Roles('ADMIN')
  @Get('admin')
  admin() {}
}

type Route = 'signedIn' | 'open' | 'me' | 'admin';

const claims: AccessTokenClaims = { sub: 'u1', email: 'a@b.c', roles: ['USER'], status: 'ACTIVE', sid: 's1' };
const live = (overrides: Partial<SessionState> = {}): SessionState => ({
  active: true,
  userId: 'u1',
  status: 'ACTIVE',
  roles: ['USER'],
  ...overrides,
});

/** A guard whose token check answers `token` and whose session look-up answers `session` (or throws it). */
function guardWith(token: AccessTokenClaims | undefined, session: SessionState | null | Error) {
  const tokens = { verify: vi.fn(async () => token) } as unknown as AccessTokenVerifier;
  const state = vi.fn(async () => {
    if (session instanceof Error) throw session;
    return session;
  });
  const sessions = { state } as unknown as SessionService;
  return { guard: new GatewayAuthGuard(new Reflector(), sessions, tokens), state };
}

async function attempt(guard: GatewayAuthGuard, route: Route, request: Partial<GatewayRequest> = {}) {
  const context = {
    getHandler: () => RoutesController.prototype[route],
    getClass: () => RoutesController,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({ headersSent: false }) }),
  } as unknown as ExecutionContext;
  try {
    return await guard.canActivate(context);
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { status: error.getStatus(), code: (error.getResponse() as { code: string }).code };
  }
}

describe('GatewayAuthGuard', () => {
  it('lets public routes through without a token or a session look-up', async () => {
    const { guard, state } = guardWith(undefined, null);
    expect(await attempt(guard, 'open')).toBe(true);
    expect(state).not.toHaveBeenCalled();
  });

  it('answers 401 without a valid token, or when the session is gone or someone else’s', async () => {
    const unauthenticated = { status: 401, code: 'UNAUTHENTICATED' };
    expect(await attempt(guardWith(undefined, live()).guard, 'signedIn')).toEqual(unauthenticated);
    expect(await attempt(guardWith(claims, null).guard, 'signedIn')).toEqual(unauthenticated);
    expect(await attempt(guardWith(claims, live({ active: false })).guard, 'me')).toEqual(unauthenticated);
    expect(await attempt(guardWith(claims, live({ userId: 'u2' })).guard, 'signedIn')).toEqual(
      unauthenticated,
    );
  });

  it('forwards the session’s current status and roles, not the token’s', async () => {
    const { guard } = guardWith(claims, live({ roles: ['USER', 'ADMIN'] }));
    const request: Partial<GatewayRequest> = {};
    expect(await attempt(guard, 'admin', request)).toBe(true);
    expect(request.user).toBe(claims);
    expect(request.gatewayIdentity).toEqual({
      sub: 'u1',
      email: 'a@b.c',
      roles: ['USER', 'ADMIN'],
      status: 'ACTIVE',
      sid: 's1',
    });
  });

  it('forwards one frozen identity while the token and the session state are the same, a new one when they change', async () => {
    let session = live();
    const tokens = { verify: vi.fn(async () => claims) } as unknown as AccessTokenVerifier;
    const sessions = { state: vi.fn(async () => session) } as unknown as SessionService;
    const guard = new GatewayAuthGuard(new Reflector(), sessions, tokens);
    const first: Partial<GatewayRequest> = {};
    const second: Partial<GatewayRequest> = {};
    await attempt(guard, 'signedIn', first);
    await attempt(guard, 'signedIn', second);
    expect(second.gatewayIdentity).toBe(first.gatewayIdentity);
    expect(Object.isFrozen(first.gatewayIdentity)).toBe(true);
    session = live({ roles: ['USER', 'ADMIN'] });
    const third: Partial<GatewayRequest> = {};
    await attempt(guard, 'signedIn', third);
    expect(third.gatewayIdentity).not.toBe(first.gatewayIdentity);
    expect(third.gatewayIdentity?.roles).toEqual(['USER', 'ADMIN']);
  });

  it('refuses accounts that are not active except where any status may call, and non-admins on admin routes', async () => {
    const suspended = guardWith(claims, live({ status: 'SUSPENDED' })).guard;
    expect(await attempt(suspended, 'signedIn')).toEqual({ status: 403, code: 'ACCOUNT_SUSPENDED' });
    expect(await attempt(suspended, 'me')).toBe(true);
    expect(await attempt(guardWith(claims, live()).guard, 'admin')).toEqual({
      status: 403,
      code: 'ADMIN_REQUIRED',
    });
  });

  it('refuses the session cookie on a bearer-only service’s paths, and signs that a bearer token was used', async () => {
    const { guard } = guardWith(claims, live());
    const cookieOnly = { path: '/api/strategies', headers: {} } as Partial<GatewayRequest>;
    expect(await attempt(guard, 'signedIn', cookieOnly)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    const bearer = {
      path: '/api/strategies/123',
      headers: { authorization: 'Bearer x.y.z' },
    } as Partial<GatewayRequest>;
    expect(await attempt(guard, 'signedIn', bearer)).toBe(true);
    expect(bearer.gatewayIdentity).toMatchObject({ sub: 'u1', bearer: true });
    // Elsewhere the cookie is fine, and the forwarded identity does not claim a bearer token.
    const journal = { path: '/api/journal/trades', headers: {} } as Partial<GatewayRequest>;
    expect(await attempt(guard, 'signedIn', journal)).toBe(true);
    expect(journal.gatewayIdentity?.bearer).toBeUndefined();
  });

  it('answers 502 when identity gives an unusable answer about the session', async () => {
    const { guard } = guardWith(claims, new SessionLookupError(500));
    expect(await attempt(guard, 'signedIn')).toEqual({ status: 502, code: 'BAD_GATEWAY' });
  });

  it('answers 503 with Retry-After when identity is up but cannot answer now (its database is away)', async () => {
    const { guard } = guardWith(claims, new SessionLookupError(503));
    const headers: Record<string, string> = {};
    const context = {
      getHandler: () => RoutesController.prototype.me,
      getClass: () => RoutesController,
      switchToHttp: () => ({
        getRequest: () => ({}),
        getResponse: () => ({
          headersSent: false,
          setHeader: (name: string, value: string) => (headers[name] = value),
        }),
      }),
    } as unknown as ExecutionContext;
    const refusal = await guard.canActivate(context).catch((error: HttpException) => error);
    expect(refusal).toBeInstanceOf(HttpException);
    expect((refusal as HttpException).getStatus()).toBe(503);
    expect((refusal as HttpException).getResponse()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(headers['Retry-After']).toBe('5');
  });
});
