import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  type AccessTokenClaims,
  ErrorCode,
  type GatewayIdentityClaims,
  Messages,
  type SessionState,
  serviceForPath,
} from '@pipcrafters/contracts';
import { ApiException, accessRefusal, RoutePolicies, type RoutePolicy } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import type { GatewayRequest } from '../proxy/gateway-request';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../proxy/upstream-errors';
import { upstreamException } from '../proxy/upstream-exception';
import { AccessTokenVerifier } from './access-token-verifier';
import { sessionCaller } from './account-access';
import { SessionLookupError, SessionService } from './session.service';

const unauthenticated = () => new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);

/**
 * Deny by default: every route needs a valid access token whose session identity still holds active, from an
 * account allowed on the route (`accessRefusal`, the decision every service makes too), unless the route is
 * @Public(). Roles and status come from identity, not the token.
 */
@Injectable()
export class GatewayAuthGuard implements CanActivate {
  /** The decorators of a handler never change: read them once per handler. */
  private readonly policies: RoutePolicies;
  /** The identity each verified token was last forwarded as, with the session state and header it came from. */
  private readonly identities = new WeakMap<
    AccessTokenClaims,
    { state: SessionState; bearer: boolean; identity: GatewayIdentityClaims }
  >();

  constructor(
    reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly tokens: AccessTokenVerifier,
  ) {
    this.policies = new RoutePolicies(reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await this.admit(
      http.getRequest<GatewayRequest>(),
      http.getResponse<Response>(),
      this.policies.of(context),
    );
    return true;
  }

  /**
   * The guard's decision for a request under `policy`: resolves when it may pass (its verified claims and the
   * identity it is forwarded as set on it), throws the refusal otherwise. The proxied routes answered ahead of
   * Express (`ProxiedLane`) call it with their handlers' policies.
   */
  async admit(request: GatewayRequest, response: Response, policy: RoutePolicy): Promise<void> {
    if (policy.audience !== 'signed-in') return;
    const claims = await this.tokens.verify(request);
    if (!claims) throw unauthenticated();
    request.user = claims;

    let session: SessionState | null;
    try {
      session = await this.sessions.state(claims.sid);
    } catch (error) {
      if (error instanceof SessionLookupError) {
        // Identity is up but cannot answer now (its database is away): unavailable for a moment, not broken.
        if (error.statusCode === 503) {
          response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
          throw new ApiException(503, ErrorCode.SERVICE_UNAVAILABLE, Messages.serviceUnavailable);
        }
        throw new ApiException(502, ErrorCode.BAD_GATEWAY, Messages.badGateway);
      }
      throw upstreamException(error, response);
    }
    // A bearer-only service (its table row) refuses the session cookie: the token must come in the header.
    const bearer = request.headers?.authorization !== undefined;
    const bearerOnly = policy.bearerOnly || serviceForPath(request.path ?? '')?.bearerOnly === true;
    const caller = sessionCaller(claims.sub, session);
    const refusal = accessRefusal(
      bearerOnly ? { ...policy, bearerOnly } : policy,
      caller ? { ...caller, bearer } : null,
    );
    if (refusal) throw new ApiException(refusal.statusCode, refusal.code, refusal.message);
    // accessRefusal lets a signed-in route through only with an existing, active session of this user.
    const state = session as SessionState;
    // The verified claims and the session state are the caches' own objects: while both are the same, so is the
    // identity forwarded (one frozen object, which the signer recognises without building its key again).
    const known = this.identities.get(claims);
    if (known && known.state === state && known.bearer === bearer) {
      request.gatewayIdentity = known.identity;
      return;
    }
    const identity: GatewayIdentityClaims = Object.freeze({
      sub: claims.sub,
      email: claims.email,
      roles: state.roles,
      status: state.status,
      sid: claims.sid,
      ...(bearer ? { bearer: true } : {}),
    });
    this.identities.set(claims, { state, bearer, identity });
    request.gatewayIdentity = identity;
  }
}
