import { type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { ErrorCode, Messages } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import type { GatewayConfig } from '../config/gateway-env';
import type { GatewayRequest } from '../proxy/gateway-request';
import { loginEmail } from './login-body.middleware';

const RATE_LIMITED_ACTION = 'gateway:rate-limited-action';
type RateLimitedAction = 'login' | 'register' | 'password-change';

/** Marks a route as one of the rate-limited actions (the throttlers below skip every other route). */
export const RateLimit = (action: RateLimitedAction) => SetMetadata(RATE_LIMITED_ACTION, action);

/** The rate-limited action a route handler counts, if any. */
// biome-ignore lint/complexity/noBannedTypes: Nest's route handlers are plain methods.
export const rateLimitedAction = (handler: Function): RateLimitedAction | undefined =>
  Reflect.getMetadata(RATE_LIMITED_ACTION, handler);

const actionOf = (context: ExecutionContext) => rateLimitedAction(context.getHandler());

const clientIp = (request: GatewayRequest) => request.ip ?? request.socket.remoteAddress ?? 'desconocida';

/**
 * The signed-in user a request comes from. The rate-limit guard runs after the access-token guard, so a route that
 * needs a session has its verified claims here (never a user id the client wrote).
 */
const signedInUser = (request: GatewayRequest) => request.user?.sub ?? `anonymous|${clientIp(request)}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login per address and e-mail (guessing one account), login per address (spraying), register per address, and the
 * password change (guessing the current password with a session in hand) per user and per address.
 */
export function rateLimitOptions(config: GatewayConfig): ThrottlerModuleOptions {
  return {
    setHeaders: false,
    throttlers: [
      {
        name: 'login-email',
        ttl: MINUTE,
        limit: config.loginRateLimit,
        skipIf: (context) => actionOf(context) !== 'login',
        getTracker: (request) =>
          `${clientIp(request as GatewayRequest)}|${loginEmail((request as GatewayRequest).bufferedBody)}`,
      },
      {
        name: 'login-ip',
        ttl: MINUTE,
        limit: config.loginIpRateLimit,
        skipIf: (context) => actionOf(context) !== 'login',
        getTracker: (request) => clientIp(request as GatewayRequest),
      },
      {
        name: 'register',
        ttl: HOUR,
        limit: config.registerRateLimit,
        skipIf: (context) => actionOf(context) !== 'register',
        getTracker: (request) => clientIp(request as GatewayRequest),
      },
      // The user first: once their own limit refuses, the attempt is not counted against the address as well.
      {
        name: 'password-user',
        ttl: 15 * MINUTE,
        limit: config.passwordRateLimit,
        skipIf: (context) => actionOf(context) !== 'password-change',
        getTracker: (request) => signedInUser(request as GatewayRequest),
      },
      {
        name: 'password-ip',
        ttl: 15 * MINUTE,
        limit: config.passwordIpRateLimit,
        skipIf: (context) => actionOf(context) !== 'password-change',
        getTracker: (request) => clientIp(request as GatewayRequest),
      },
    ],
  };
}

/** @nestjs/throttler's guard, answering in the platform's shape with a plain Retry-After. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  /** Every throttler skips routes that are not rate-limited actions: skip them at once (most of the traffic). */
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return actionOf(context) === undefined;
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    throw new ApiException(429, ErrorCode.RATE_LIMITED, Messages.rateLimited);
  }
}
