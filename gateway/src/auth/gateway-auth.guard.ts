import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import {
  type AccessTokenClaims,
  ErrorCode,
  Messages,
  type Role,
  type SessionState,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import type { GatewayRequest } from '../proxy/gateway-request';
import { upstreamException } from '../proxy/upstream-exception';
import { accountAccessError } from './account-access';
import { ANY_ACCOUNT_STATUS, IS_PUBLIC, ROLES } from './auth.decorators';
import { SessionLookupError, SessionService } from './session.service';

/**
 * Deny by default: every route needs a valid access token whose session identity still holds active, from an
 * account allowed on the route, unless the route is @Public(). Roles and status come from identity, not the token.
 */
@Injectable()
export class GatewayAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<GatewayRequest>();
    const claims = request.user as AccessTokenClaims;

    let session: Awaited<ReturnType<SessionService['state']>>;
    try {
      session = await this.sessions.state(claims.sid);
    } catch (error) {
      if (error instanceof SessionLookupError) {
        throw new ApiException(502, ErrorCode.BAD_GATEWAY, Messages.badGateway);
      }
      throw upstreamException(error, context.switchToHttp().getResponse<Response>());
    }
    const refusal = accountAccessError(claims.sub, session, {
      roles: this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets),
      anyAccountStatus: this.reflector.getAllAndOverride<boolean>(ANY_ACCOUNT_STATUS, targets),
    });
    if (refusal) throw new ApiException(refusal.statusCode, refusal.code, refusal.message);
    // accountAccessError lets a request through only with an existing, active session.
    const state = session as SessionState;
    request.gatewayIdentity = {
      sub: claims.sub,
      email: claims.email,
      roles: state.roles,
      status: state.status,
      sid: claims.sid,
    };
    return true;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    return user;
  }
}
