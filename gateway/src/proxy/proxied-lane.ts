import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, Messages } from '@pipcrafters/contracts';
import {
  ApiException,
  isHostileUrl,
  REQUEST_LOGGING,
  type RequestLogging,
  type RoutePolicy,
  routePolicy,
  sendApiError,
} from '@pipcrafters/service-kit';
import type { Express, Response } from 'express';
import { GatewayAuthGuard } from '../auth/gateway-auth.guard';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { GATEWAY_CONTROLLERS } from '../controllers';
import { csrfAllows } from '../security/csrf';
import type { HeaderList } from '../security/security-headers';
import { requestClient, type TrustProxy } from './client-address';
import type { GatewayRequest } from './gateway-request';
import { type NestRoute, routeFor, routesOf } from './nest-routes';
import { ApiProxyController, AuthProxyController } from './proxy.controller';
import { ProxyService } from './proxy.service';
import { resolveService } from './route-resolution';

/** The gateway's routes, read once from its controllers' decorators (the very routes Nest registers). */
const GATEWAY_ROUTES = routesOf(GATEWAY_CONTROLLERS);

/**
 * Which proxy handler Nest's router would give a request to, when it is one the lane takes: `me` for
 * `GET /api/auth/me` (any account status), `api` for the catch-all proxy (any active signed-in user); undefined
 * for every other route (left to Express and Nest). The decision is Express's own: the first of the gateway's routes
 * that matches, so a route added to a controller is never taken by the proxy by mistake.
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

/** An Express middleware that finishes at once and needs nothing of Express's (cookie parsing). */
export type SyncMiddleware = (request: never, response: never, next: (error?: unknown) => void) => void;

/** What the app runs in front of every request, which the lane runs too. */
export interface LaneFront {
  /** The security headers for a host name (`securityHeaders(...).forHost`). */
  securityHeaders: (hostname: string | undefined) => HeaderList;
  /** The cookie parser (`cookieParser()`). */
  cookies: SyncMiddleware;
}

/**
 * The request the lane takes, with the route it goes to and its path; undefined for any other (Express's): not an
 * /api path of a service, a route of the gateway's own, or a request target to refuse (answered by Express's chain).
 */
export function laneRequest(method: string, url: string): { route: 'me' | 'api'; path: string } | undefined {
  if (!url.startsWith('/api/')) return undefined;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const route = proxiedRoute(method, path);
  if (!route || !resolveService(path) || isHostileUrl(url)) return undefined;
  return { route, path };
}

const noop = () => undefined;

/** The request as the lane leaves it for the guard and the proxy: Express's properties they read, as data. */
type LaneRequest = IncomingMessage & {
  method: string;
  originalUrl: string;
  path: string;
  ip: string;
  protocol: string;
  hostname: string | undefined;
};

/**
 * The gateway's traffic (the catch-all proxy and `GET /api/auth/me`, which only forward) answered straight from
 * Node's HTTP server, ahead of Express's router: the same steps as the long way, in its order, with the same parts.
 *
 * 1. what the guard and the proxy read of Express's request (`path`, `originalUrl`, and `ip`, `protocol` and
 *    `hostname` with the app's `trust proxy` function), as plain properties;
 * 2. what the app runs in front of everything: the security headers for the host name, the cookie parser;
 * 3. the request id and access log (`CoreModule`'s middleware);
 * 4. `ApiRequestMiddleware`'s checks: no caching, and CSRF for a write (the path is a service's, or the lane would
 *    not have taken it);
 * 5. `GatewayAuthGuard.admit` with the handler's own policy (neither route is rate-limited);
 * 6. the proxy.
 *
 * Errors get the exception filter's answer (`sendApiError`, on Express's response). Every other request (the
 * gateway's own routes, the static files, the API docs, socket.io, a request target to refuse) goes on to the
 * server's other listeners as before. Express turns every request and response into its own by changing their
 * prototypes (`app.handle`), which sends V8's property lookups on them down the slow path: with its router's layers
 * and Nest's middleware wrappers, half the gateway's CPU per proxied request (README, "Eleventh pass").
 */
@Injectable()
export class ProxiedLane {
  private readonly policies: Record<'me' | 'api', RoutePolicy>;
  /** What `install` gave: the app (its prototypes for an error's answer), its trust function, its front. */
  private installed: { express: Express; trust: TrustProxy; front: LaneFront } | undefined;

  constructor(
    reflector: Reflector,
    private readonly guard: GatewayAuthGuard,
    private readonly proxy: ProxyService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(REQUEST_LOGGING) private readonly logging: RequestLogging,
  ) {
    this.policies = {
      me: routePolicy(reflector, [AuthProxyController.prototype.me, AuthProxyController]),
      api: routePolicy(reflector, [ApiProxyController.prototype.forward, ApiProxyController]),
    };
  }

  /**
   * Puts the lane in front of the server's request listeners (Express's app, wrapped by socket.io's): call it once
   * the app is initialised, with what the app runs first.
   */
  install(server: Server, express: Express, front: LaneFront): void {
    this.installed = { express, trust: express.get('trust proxy fn') as TrustProxy, front };
    const others = server.listeners('request') as ((
      request: IncomingMessage,
      response: ServerResponse,
    ) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (this.take(request, response)) return;
      for (const listener of others) listener.call(server, request, response);
    });
  }

  /** Answers the request when it is the lane's (true), or leaves it untouched (false). */
  take(request: IncomingMessage, response: ServerResponse): boolean {
    const installed = this.installed;
    if (!installed) return false;
    const url = request.url ?? '';
    const taken = laneRequest(request.method ?? 'GET', url);
    if (!taken) return false;
    const req = request as LaneRequest;
    this.answer(installed, req, response, url, taken).catch((error: unknown) =>
      this.fail(installed.express, req, response, error),
    );
    return true;
  }

  private async answer(
    { trust, front }: { trust: TrustProxy; front: LaneFront },
    request: LaneRequest,
    response: ServerResponse,
    url: string,
    { route, path }: { route: 'me' | 'api'; path: string },
  ): Promise<void> {
    // Plain properties, always set in this order (one hidden class for every request).
    const client = requestClient(request, trust);
    request.originalUrl = url;
    request.path = path;
    request.ip = client.ip;
    request.protocol = client.protocol;
    request.hostname = client.hostname;
    for (const [name, value] of front.securityHeaders(request.hostname)) response.setHeader(name, value);
    let refused: unknown;
    (front.cookies as (q: unknown, s: unknown, n: (e?: unknown) => void) => void)(
      request,
      response,
      (error) => {
        refused = error;
      },
    );
    if (refused) throw refused;
    this.logging.middleware(request, response, noop);
    response.setHeader('Cache-Control', 'no-store');
    if (!csrfAllows(request, this.config.allowedOrigins)) {
      throw new ApiException(403, ErrorCode.CSRF_REJECTED, Messages.csrfRejected);
    }
    const gatewayRequest = request as unknown as GatewayRequest;
    await this.guard.admit(gatewayRequest, response as Response, this.policies[route]);
    await this.proxy.forward(gatewayRequest, response);
  }

  /** The exception filter's answer, written by Express's response (what `app.handle` makes of it, only now). */
  private fail(express: Express, request: LaneRequest, response: ServerResponse, error: unknown): void {
    try {
      (request as { res?: ServerResponse }).res = response;
      Object.setPrototypeOf(request, express.request);
      Object.setPrototypeOf(response, express.response);
      (response as { locals?: object }).locals = Object.create(null);
      sendApiError(response as Response, error);
    } catch {
      response.destroy();
    }
  }
}
