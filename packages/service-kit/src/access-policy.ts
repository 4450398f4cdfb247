import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { type ApiErrorBody, ErrorCode, Messages, type Role, type UserStatus } from '@pipcrafters/contracts';

/**
 * The one route-policy vocabulary of the platform, read by the gateway's guard and by every service's guard alike.
 * A route with none of these needs a signed-in user with an ACTIVE account (deny by default).
 */

const AUDIENCE = 'pipcrafters:audience';
const ROLES = 'pipcrafters:roles';
const ANY_ACCOUNT_STATUS = 'pipcrafters:any-account-status';
const BEARER_ONLY = 'pipcrafters:bearer-only';

/**
 * Who may reach a route: a signed-in user (the default), anyone (`public`: at a service the request must still
 * carry the gateway's signed, possibly anonymous, identity), or anything at all (`no-identity`: health checks).
 */
export type RouteAudience = 'signed-in' | 'public' | 'no-identity';

/** No signed-in user needed (login, register, refresh, logout, the remotes config, health at the gateway). */
export const Public = () => SetMetadata(AUDIENCE, 'public' satisfies RouteAudience);
/** Health checks only: the route verifies nothing, not even the gateway's signature (a load balancer calls it). */
export const NoGatewayIdentity = () => SetMetadata(AUDIENCE, 'no-identity' satisfies RouteAudience);
/** A signed-in user whose account is PENDING, REJECTED or SUSPENDED may still call it (current user). */
export const AnyAccountStatus = () => SetMetadata(ANY_ACCOUNT_STATUS, true);
/** The signed-in user needs one of these roles, as identity holds them now (not as the access token says). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
/**
 * The access token must have come as `Authorization: Bearer`, not in the session cookie (a service whose table
 * row says `bearerOnly` gets this on every route without writing it).
 */
export const BearerOnly = () => SetMetadata(BEARER_ONLY, true);

/** What the decorators of a route add up to; a method's decorator wins over its controller's. */
export interface RoutePolicy {
  audience: RouteAudience;
  /** One of these is needed; empty means any signed-in user. */
  roles: readonly Role[];
  anyAccountStatus: boolean;
  /** Only with the access token as a bearer header. */
  bearerOnly: boolean;
}

/** The policy of a route without decorators: an ACTIVE signed-in user, any role. */
export const SIGNED_IN: RoutePolicy = Object.freeze({
  audience: 'signed-in',
  roles: [],
  anyAccountStatus: false,
  bearerOnly: false,
});

// biome-ignore lint/complexity/noBannedTypes: Nest's handlers and controllers are plain functions and classes.
type Targets = [handler: Function, controller: Function];

/** Reads a route's policy from its handler and controller, as both guards and the OpenAPI document do. */
export function routePolicy(reflector: Reflector, targets: Targets): RoutePolicy {
  return {
    audience: reflector.getAllAndOverride<RouteAudience | undefined>(AUDIENCE, targets) ?? 'signed-in',
    roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets) ?? [],
    anyAccountStatus: reflector.getAllAndOverride<boolean | undefined>(ANY_ACCOUNT_STATUS, targets) === true,
    bearerOnly: reflector.getAllAndOverride<boolean | undefined>(BEARER_ONLY, targets) === true,
  };
}

/** How a route's policy reads in the OpenAPI document (`x-access`) and in the reviewed policy snapshot. */
export type AccessLevel = 'public' | 'signed-in' | 'admin';

export function accessLevel(policy: RoutePolicy): AccessLevel {
  if (policy.audience !== 'signed-in') return 'public';
  return policy.roles.includes('ADMIN') ? 'admin' : 'signed-in';
}

/** Who is calling, as far as access goes: the gateway's fresh session state, or a service's verified identity. */
export interface Caller {
  /** Absent for an anonymous caller. */
  userId?: string;
  /** Absent only in an identity that does not say: taken as not yet approved. */
  status?: UserStatus;
  roles: readonly Role[];
  /** The access token came as a bearer header (bearer-only routes need it). */
  bearer?: boolean;
}

const UNAUTHENTICATED: ApiErrorBody = {
  statusCode: 401,
  code: ErrorCode.UNAUTHENTICATED,
  message: Messages.unauthenticated,
};

const BEARER_REQUIRED: ApiErrorBody = {
  statusCode: 401,
  code: ErrorCode.UNAUTHENTICATED,
  message: Messages.bearerRequired,
};

const FORBIDDEN: ApiErrorBody = {
  statusCode: 403,
  code: ErrorCode.FORBIDDEN,
  message: 'No tienes permiso para realizar esta acción.',
};

const ADMIN_REQUIRED: ApiErrorBody = {
  statusCode: 403,
  code: ErrorCode.ADMIN_REQUIRED,
  message: Messages.adminRequired,
};

/** The answer to an account that is not ACTIVE, for each such status. */
const BLOCKED: Readonly<Record<Exclude<UserStatus, 'ACTIVE'>, ApiErrorBody>> = {
  PENDING: { statusCode: 403, code: ErrorCode.ACCOUNT_PENDING, message: Messages.accountPending },
  REJECTED: { statusCode: 403, code: ErrorCode.ACCOUNT_REJECTED, message: Messages.accountRejected },
  SUSPENDED: { statusCode: 403, code: ErrorCode.ACCOUNT_SUSPENDED, message: Messages.accountSuspended },
};

/**
 * The one access decision of the platform: whether this caller may use a route with this policy. Returns the
 * error to answer with (401 not signed in, 403 account not active or role missing), or null to let it through.
 */
export function accessRefusal(policy: RoutePolicy, caller: Caller | null | undefined): ApiErrorBody | null {
  if (policy.audience !== 'signed-in') return null;
  if (!caller?.userId) return UNAUTHENTICATED;
  if (policy.bearerOnly && caller.bearer !== true) return BEARER_REQUIRED;
  if (caller.status !== 'ACTIVE' && !policy.anyAccountStatus) {
    return BLOCKED[(caller.status ?? 'PENDING') as Exclude<UserStatus, 'ACTIVE'>] ?? FORBIDDEN;
  }
  if (policy.roles.length > 0 && !policy.roles.some((role) => caller.roles.includes(role))) {
    return policy.roles.includes('ADMIN') ? ADMIN_REQUIRED : FORBIDDEN;
  }
  return null;
}

/** A handler's decorators never change: each guard reads a route's policy once and keeps it. */
export class RoutePolicies {
  private readonly cache = new WeakMap<object, RoutePolicy>();

  constructor(private readonly reflector: Reflector) {}

  of(context: ExecutionContext): RoutePolicy {
    const handler = context.getHandler();
    let policy = this.cache.get(handler);
    if (!policy) {
      policy = routePolicy(this.reflector, [handler, context.getClass()]);
      this.cache.set(handler, policy);
    }
    return policy;
  }
}
