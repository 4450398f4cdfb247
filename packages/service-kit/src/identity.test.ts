import { Controller, type ExecutionContext, Get, HttpException } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { GATEWAY_IDENTITY_HEADER, type GatewayIdentityClaims } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { AnyAccountStatus, NoGatewayIdentity, Public, Roles } from './access-policy';
import {
  CurrentIdentity,
  CurrentUser,
  GatewayIdentityGuard,
  type RequestWithIdentity,
  signGatewayIdentity,
} from './identity';

const SECRET = 'x'.repeat(32);

@Controller('routes')
class RoutesController {
  @Get('default')
  signedIn() {}

  @Public()
  @Get('public')
  open() {}

  @NoGatewayIdentity()
  @Get('health')
  health() {}

  @AnyAccountStatus()
  @Get('me')
  me() {}

  @Roles('ADMIN')
  @Get('admin')
  admin() {}
}

type Route = 'signedIn' | 'open' | 'health' | 'me' | 'admin';

function contextFor(route: Route, request: Partial<RequestWithIdentity>): ExecutionContext {
  return {
    getHandler: () => RoutesController.prototype[route],
    getClass: () => RoutesController,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

const guard = new GatewayIdentityGuard(new Reflector(), SECRET);
const signed = (claims: GatewayIdentityClaims, secret = SECRET) => ({
  headers: { [GATEWAY_IDENTITY_HEADER]: signGatewayIdentity(claims, secret) },
});
const trader: GatewayIdentityClaims = { sub: 'u1', roles: ['USER'], status: 'ACTIVE', sid: 's1' };

/** What the guard answers: true, or the refusal's status and code. */
function attempt(route: Route, request: Partial<RequestWithIdentity>) {
  try {
    return guard.canActivate(contextFor(route, request));
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { status: error.getStatus(), code: (error.getResponse() as { code: string }).code };
  }
}

describe('GatewayIdentityGuard', () => {
  it('lets health checks through without any identity', () => {
    expect(attempt('health', { headers: {} })).toBe(true);
  });

  it('refuses requests without a valid gateway signature, public routes included', () => {
    const unauthenticated = { status: 401, code: 'UNAUTHENTICATED' };
    expect(attempt('open', { headers: {} })).toEqual(unauthenticated);
    expect(attempt('open', signed({ roles: [] }, 'y'.repeat(32)))).toEqual(unauthenticated);
    expect(attempt('signedIn', { headers: { [GATEWAY_IDENTITY_HEADER]: 'basura' } })).toEqual(
      unauthenticated,
    );
  });

  it('lets an anonymous identity reach public routes only', () => {
    const request: Partial<RequestWithIdentity> = signed({ roles: [] });
    expect(attempt('open', request)).toBe(true);
    expect(request.identity).toEqual({ roles: [] });
    expect(attempt('signedIn', signed({ roles: [] }))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('applies the account status and roles of the identity', () => {
    const request: Partial<RequestWithIdentity> = signed(trader);
    expect(attempt('signedIn', request)).toBe(true);
    expect(request.identity).toMatchObject({ userId: 'u1', status: 'ACTIVE', sessionId: 's1' });
    const pending = { ...trader, status: 'PENDING' as const };
    expect(attempt('signedIn', signed(pending))).toEqual({ status: 403, code: 'ACCOUNT_PENDING' });
    expect(attempt('me', signed(pending))).toBe(true);
    expect(attempt('admin', signed(trader))).toEqual({ status: 403, code: 'ADMIN_REQUIRED' });
    expect(attempt('admin', signed({ ...trader, roles: ['USER', 'ADMIN'] }))).toBe(true);
  });
});

/** The function Nest calls for a parameter decorator. */
function factoryOf(decorator: () => ParameterDecorator) {
  class Probe {
    handler(@decorator() _value: unknown) {}
  }
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'handler') as Record<
    string,
    { factory: (data: unknown, context: ExecutionContext) => unknown }
  >;
  const [arg] = Object.values(args);
  if (!arg) throw new Error('sin metadatos del parámetro');
  return (request: Partial<RequestWithIdentity>) => arg.factory(undefined, contextFor('signedIn', request));
}

describe('CurrentUser and CurrentIdentity', () => {
  const currentUser = factoryOf(CurrentUser);
  const currentIdentity = factoryOf(CurrentIdentity);

  it('gives a signed-in user, whose id is always there', () => {
    const identity = { userId: 'u1', roles: ['USER' as const], status: 'ACTIVE' as const };
    expect(currentUser({ identity })).toEqual(identity);
  });

  it('answers 401 when there is no signed-in user', () => {
    expect(() => currentUser({})).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => currentUser({ identity: { roles: [] } })).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('gives an anonymous identity as it is on public routes', () => {
    expect(currentIdentity({ identity: { roles: [] } })).toEqual({ roles: [] });
    expect(() => currentIdentity({})).toThrow(expect.objectContaining({ status: 401 }));
  });
});
