import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
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
import { ApiException } from './errors';

/** The caller as the gateway vouched for it. `userId` is undefined for anonymous calls (login, register...). */
export interface Identity {
  userId?: string;
  email?: string;
  roles: Role[];
  status?: UserStatus;
  sessionId?: string;
}

export interface RequestWithIdentity extends Request {
  identity?: Identity;
}

export const INTERNAL_SECRET = Symbol('INTERNAL_SECRET');

const IDENTITY_MODE = 'pipcrafters:identity-mode';
type IdentityMode = 'anonymous' | 'inactive' | 'none';

/** The route needs a gateway-signed request but no signed-in user (login, register, refresh, logout). */
export const AllowAnonymous = () => SetMetadata(IDENTITY_MODE, 'anonymous' satisfies IdentityMode);
/** The route accepts a signed-in user whatever their status (current user, logout). */
export const AllowInactive = () => SetMetadata(IDENTITY_MODE, 'inactive' satisfies IdentityMode);
/** The route needs no gateway identity at all (health checks only). */
export const NoGatewayIdentity = () => SetMetadata(IDENTITY_MODE, 'none' satisfies IdentityMode);

const ROLES_KEY = 'pipcrafters:roles';
/** The route needs one of these roles, checked again here even though the gateway already did. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const CurrentIdentity = createParamDecorator((_: unknown, context: ExecutionContext): Identity => {
  const request = context.switchToHttp().getRequest<RequestWithIdentity>();
  if (!request.identity) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
  return request.identity;
});

const BLOCKED: Record<Exclude<UserStatus, 'ACTIVE'>, [ErrorCode, string]> = {
  PENDING: [ErrorCode.ACCOUNT_PENDING, Messages.accountPending],
  REJECTED: [ErrorCode.ACCOUNT_REJECTED, Messages.accountRejected],
  SUSPENDED: [ErrorCode.ACCOUNT_SUSPENDED, Messages.accountSuspended],
};

export function verifyGatewayIdentity(token: string, secret: string): Identity {
  const claims = jwt.verify(token, secret, {
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
  };
}

/**
 * Deny by default: every request must carry an identity signed by the gateway, and (unless the route says
 * otherwise) belong to an ACTIVE signed-in user with the roles the route asks for.
 */
@Injectable()
export class GatewayIdentityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly secret: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const mode = this.reflector.getAllAndOverride<IdentityMode | undefined>(IDENTITY_MODE, targets);
    if (mode === 'none') return true;

    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    const header = request.headers[GATEWAY_IDENTITY_HEADER];
    if (typeof header !== 'string' || header.length === 0) {
      throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    }
    let identity: Identity;
    try {
      identity = verifyGatewayIdentity(header, this.secret);
    } catch {
      throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    }
    request.identity = identity;
    if (mode === 'anonymous') return true;

    if (!identity.userId) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    if (mode !== 'inactive' && identity.status !== 'ACTIVE') {
      const [code, message] = BLOCKED[(identity.status ?? 'PENDING') as Exclude<UserStatus, 'ACTIVE'>] ?? [
        ErrorCode.FORBIDDEN,
        Messages.accountPending,
      ];
      throw new ApiException(403, code, message);
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.some((role) => identity.roles.includes(role))) {
      throw new ApiException(403, ErrorCode.ADMIN_REQUIRED, Messages.adminRequired);
    }
    return true;
  }
}

/** Signs the identity the gateway forwards (also used by tests that play the gateway's part). */
export function signGatewayIdentity(claims: GatewayIdentityClaims, secret: string, ttlSeconds = 60): string {
  return jwt.sign(claims, secret, {
    algorithm: 'HS256',
    audience: GATEWAY_IDENTITY_AUDIENCE,
    issuer: GATEWAY_IDENTITY_ISSUER,
    expiresIn: ttlSeconds,
  });
}
