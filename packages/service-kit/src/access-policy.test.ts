import { Controller, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import {
  AnyAccountStatus,
  accessLevel,
  accessRefusal,
  type Caller,
  NoGatewayIdentity,
  Public,
  Roles,
  type RoutePolicy,
  routePolicy,
  SIGNED_IN,
} from './access-policy';

const active: Caller = { userId: 'u1', status: 'ACTIVE', roles: ['USER'] };
const admin: Caller = { ...active, roles: ['USER', 'ADMIN'] };
const ADMIN_ONLY: RoutePolicy = { ...SIGNED_IN, roles: ['ADMIN'] };

describe('accessRefusal', () => {
  it('lets an active signed-in user through a default route', () => {
    expect(accessRefusal(SIGNED_IN, active)).toBeNull();
  });

  it('answers 401 to an anonymous or missing caller', () => {
    for (const caller of [null, undefined, { roles: [] }]) {
      expect(accessRefusal(SIGNED_IN, caller)).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'No autorizado. Por favor inicia sesión.',
      });
    }
  });

  it('opens public and identity-free routes to anyone', () => {
    for (const audience of ['public', 'no-identity'] as const) {
      expect(accessRefusal({ ...SIGNED_IN, audience }, null)).toBeNull();
      expect(accessRefusal({ ...ADMIN_ONLY, audience }, { ...active, status: 'SUSPENDED' })).toBeNull();
    }
  });

  it('blocks accounts that are not active with their own code and Spanish message', () => {
    expect(accessRefusal(SIGNED_IN, { ...active, status: 'PENDING' })).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_PENDING',
      message: 'Tu cuenta está pendiente de aprobación.',
    });
    expect(accessRefusal(SIGNED_IN, { ...active, status: 'REJECTED' })?.code).toBe('ACCOUNT_REJECTED');
    expect(accessRefusal(SIGNED_IN, { ...active, status: 'SUSPENDED' })?.code).toBe('ACCOUNT_SUSPENDED');
    // An identity that names no status has not been approved.
    expect(accessRefusal(SIGNED_IN, { userId: 'u1', roles: [] })?.code).toBe('ACCOUNT_PENDING');
    // A status nobody knows is refused all the same.
    expect(accessRefusal(SIGNED_IN, { ...active, status: 'ARCHIVED' as Caller['status'] })).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
  });

  it('lets accounts of any status through routes that say so, but never anonymous callers', () => {
    const anyStatus = { ...SIGNED_IN, anyAccountStatus: true };
    for (const status of ['PENDING', 'REJECTED', 'SUSPENDED'] as const) {
      expect(accessRefusal(anyStatus, { ...active, status })).toBeNull();
    }
    expect(accessRefusal(anyStatus, null)?.statusCode).toBe(401);
  });

  it('requires one of the route roles, ADMIN with its own code', () => {
    expect(accessRefusal(ADMIN_ONLY, active)).toEqual({
      statusCode: 403,
      code: 'ADMIN_REQUIRED',
      message: 'Necesitas permisos de administrador para esta acción.',
    });
    expect(accessRefusal(ADMIN_ONLY, admin)).toBeNull();
    expect(accessRefusal({ ...SIGNED_IN, roles: ['USER'] }, { ...admin, roles: ['ADMIN'] })?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses a bearer-only route to a caller whose token came in the cookie, with the reason in Spanish', () => {
    const bearerOnly: RoutePolicy = { ...SIGNED_IN, bearerOnly: true };
    expect(accessRefusal(bearerOnly, { ...active, bearer: true })).toBeNull();
    for (const caller of [active, { ...active, bearer: false }]) {
      expect(accessRefusal(bearerOnly, caller)).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: expect.stringContaining('Authorization: Bearer'),
      });
    }
    // Without a user at all it is the usual 401; a public route stays public.
    expect(accessRefusal(bearerOnly, null)?.message).toBe('No autorizado. Por favor inicia sesión.');
    expect(accessRefusal({ ...bearerOnly, audience: 'public' }, null)).toBeNull();
  });

  it('checks the account status before the role', () => {
    expect(accessRefusal(ADMIN_ONLY, { ...admin, status: 'SUSPENDED' })?.code).toBe('ACCOUNT_SUSPENDED');
    expect(
      accessRefusal({ ...ADMIN_ONLY, anyAccountStatus: true }, { ...active, status: 'PENDING' })?.code,
    ).toBe('ADMIN_REQUIRED');
  });
});

@Roles('ADMIN')
@Controller('admin')
class AdminController {
  @Get()
  list() {}

  @AnyAccountStatus()
  @Get('me')
  me() {}

  @Public()
  @Get('open')
  open() {}
}

@Controller()
class PlainController {
  @Get()
  plain() {}

  @NoGatewayIdentity()
  @Get('health')
  health() {}
}

const policyOf = (controller: { prototype: object }, method: string) =>
  routePolicy(new Reflector(), [
    (controller.prototype as Record<string, () => void>)[method] as () => void,
    controller as unknown as () => void,
  ]);

describe('routePolicy', () => {
  it('reads the default, the controller and the method decorators, the method winning', () => {
    expect(policyOf(PlainController, 'plain')).toEqual(SIGNED_IN);
    expect(policyOf(PlainController, 'health')).toEqual({ ...SIGNED_IN, audience: 'no-identity' });
    expect(policyOf(AdminController, 'list')).toEqual(ADMIN_ONLY);
    expect(policyOf(AdminController, 'me')).toEqual({ ...ADMIN_ONLY, anyAccountStatus: true });
    expect(policyOf(AdminController, 'open')).toEqual({ ...ADMIN_ONLY, audience: 'public' });
  });

  it('names each policy by who may call it', () => {
    expect(accessLevel(policyOf(PlainController, 'plain'))).toBe('signed-in');
    expect(accessLevel(policyOf(PlainController, 'health'))).toBe('public');
    expect(accessLevel(policyOf(AdminController, 'list'))).toBe('admin');
    expect(accessLevel(policyOf(AdminController, 'open'))).toBe('public');
  });
});
