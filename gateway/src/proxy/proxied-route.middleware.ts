import { Injectable, type NestMiddleware } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type RoutePolicy, routePolicy } from '@pipcrafters/service-kit';
import type { NextFunction, Response } from 'express';
import { GatewayAuthGuard } from '../auth/gateway-auth.guard';
import { GATEWAY_CONTROLLERS } from '../controllers';
import type { GatewayRequest } from './gateway-request';
import { type NestRoute, routeFor, routesOf } from './nest-routes';
import { ApiProxyController, AuthProxyController } from './proxy.controller';
import { ProxyService } from './proxy.service';

/** The gateway's routes, read once from its controllers' decorators (the very routes Nest registers). */
const GATEWAY_ROUTES = routesOf(GATEWAY_CONTROLLERS);

/**
 * Which proxy handler Nest's router would give a request to, when it is one this middleware takes: `me` for
 * `GET /api/auth/me` (any account status), `api` for the catch-all proxy (any active signed-in user); undefined
 * for every other route (left to Nest). The decision is Express's own: the first of the gateway's routes that
 * matches, so a route added to a controller is never taken by the proxy by mistake.
 */
export function proxiedRoute(
  method: string,
  path: string,
  routes: readonly NestRoute[] = GATEWAY_ROUTES,
): 'me' | 'api' | undefined {
  if (!path.startsWith('/api/')) return undefined;
  const route = routeFor(routes, method, path);
  if (route?.handler === ApiProxyController.prototype.forward) return 'api';
  if (route?.handler === AuthProxyController.prototype.me && method === 'GET') return 'me';
  return undefined;
}

/**
 * Most requests are for the catch-all proxy or `/api/auth/me`, whose handlers only forward: this middleware, after
 * the path and CSRF checks (`ApiRequestMiddleware`), makes the same decision the global guards make for those
 * handlers (the access token, its session, the account status and roles through `GatewayAuthGuard.admit`, with the
 * policy read from the handlers' own decorators; neither is a rate-limited action, so the rate-limit guard would
 * skip them) and forwards, without Nest's router, execution context and guard chain per request. Errors take Nest's
 * middleware path to the same exception filter. Every other route goes on to Nest's router as before.
 */
@Injectable()
export class ProxiedRouteMiddleware implements NestMiddleware {
  private readonly policies: Record<'me' | 'api', RoutePolicy>;

  constructor(
    reflector: Reflector,
    private readonly guard: GatewayAuthGuard,
    private readonly proxy: ProxyService,
  ) {
    this.policies = {
      me: routePolicy(reflector, [AuthProxyController.prototype.me, AuthProxyController]),
      api: routePolicy(reflector, [ApiProxyController.prototype.forward, ApiProxyController]),
    };
  }

  async use(request: GatewayRequest, response: Response, next: NextFunction): Promise<void> {
    const route = proxiedRoute(request.method, request.path);
    if (!route) {
      next();
      return;
    }
    await this.guard.admit(request, response, this.policies[route]);
    await this.proxy.forward(request, response);
  }
}
