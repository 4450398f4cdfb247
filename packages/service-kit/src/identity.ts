import { createSecretKey, type KeyObject } from 'node:crypto';
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ErrorCode,
  GATEWAY_IDENTITY_AUDIENCE,
  GATEWAY_IDENTITY_HEADER,
  GATEWAY_IDENTITY_ISSUER,
  type GatewayIdentityClaims,
  Messages,
  type Role,
  type UserStatus,
} from '@pipcrafters/contracts';
import type { Request } from 'express';
import * as jwt from 'jsonwebtoken';
import { accessRefusal, RoutePolicies } from './access-policy';
import { ApiException } from './errors';

/** The caller as the gateway vouched for it. `userId` is undefined for anonymous calls (login, register...). */
export interface Identity {
  userId?: string;
  email?: string;
  roles: Role[];
  status?: UserStatus;
  sessionId?: string;
  /** The gateway received the access token as a bearer header. */
  bearer?: boolean;
}

export interface RequestWithIdentity extends Request {
  identity?: Identity;
}

export const INTERNAL_SECRET = Symbol('INTERNAL_SECRET');

/** A caller the guard let through as signed in: its id is always there. */
export interface SignedInUser extends Identity {
  userId: string;
}

const unauthenticated = () => new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);

/**
 * The signed-in user of a route that needs one (every route without `@Public()`); a request without a user is a
 * 401 here too, so a handler never has to check for a missing id.
 */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SignedInUser => {
  const identity = context.switchToHttp().getRequest<RequestWithIdentity>().identity;
  if (!identity?.userId) throw unauthenticated();
  return { ...identity, userId: identity.userId };
});

/** The caller of a `@Public()` route as the gateway vouched for it: anonymous (no `userId`) or signed in. */
export const CurrentIdentity = createParamDecorator((_: unknown, context: ExecutionContext): Identity => {
  const identity = context.switchToHttp().getRequest<RequestWithIdentity>().identity;
  if (!identity) throw unauthenticated();
  return identity;
});

/**
 * The shared secret as a key, made once per secret. Given the secret as a string, jsonwebtoken first tries to read
 * it as a PEM public (or private) key on every call, which fails with a thrown error before it takes it as a
 * secret: a quarter of identity's CPU under a flood of GET /api/auth/me went there (README, Benchmark).
 */
const secretKeys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    // A process knows one secret (two while a test plays another party): never more than a handful.
    if (secretKeys.size >= 16) secretKeys.clear();
    secretKeys.set(secret, key);
  }
  return key;
}

export function verifyGatewayIdentity(token: string, secret: string): Identity {
  const claims = jwt.verify(token, secretKey(secret), {
    algorithms: ['HS256'],
    audience: GATEWAY_IDENTITY_AUDIENCE,
    issuer: GATEWAY_IDENTITY_ISSUER,
  }) as GatewayIdentityClaims;
  return {
    userId: claims.sub,
    email: claims.email,
    roles: Array.isArray(claims.roles) ? claims.roles : [],
    status: claims.status,
    sessionId: claims.sid,
    ...(claims.bearer === true ? { bearer: true } : {}),
  };
}

/**
 * Deny by default: every request must carry an identity signed by the gateway, and pass the route's policy
 * (`accessRefusal`: an ACTIVE signed-in user with the route's roles unless its decorators say otherwise).
 */
@Injectable()
export class GatewayIdentityGuard implements CanActivate {
  /** The decorators of a handler never change: read them once per handler. */
  private readonly policies: RoutePolicies;

  constructor(
    reflector: Reflector,
    private readonly secret: string,
    /** The service's table row says `bearerOnly`: every signed-in route of it is. */
    private readonly bearerOnly = false,
  ) {
    this.policies = new RoutePolicies(reflector);
  }

  canActivate(context: ExecutionContext): boolean {
    const policy = this.policies.of(context);
    if (policy.audience === 'no-identity') return true;

    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    const header = request.headers[GATEWAY_IDENTITY_HEADER];
    if (typeof header !== 'string' || header.length === 0) throw unauthenticated();
    try {
      request.identity = verifyGatewayIdentity(header, this.secret);
    } catch {
      throw unauthenticated();
    }
    const refusal = accessRefusal(
      this.bearerOnly ? { ...policy, bearerOnly: true } : policy,
      request.identity,
    );
    if (refusal) throw new ApiException(refusal.statusCode, refusal.code, refusal.message);
    return true;
  }
}

/** Signs the identity the gateway forwards (also used by tests that play the gateway's part). */
export function signGatewayIdentity(claims: GatewayIdentityClaims, secret: string, ttlSeconds = 60): string {
  return jwt.sign(claims, secretKey(secret), {
    algorithm: 'HS256',
    audience: GATEWAY_IDENTITY_AUDIENCE,
    issuer: GATEWAY_IDENTITY_ISSUER,
    expiresIn: ttlSeconds,
  });
}
