import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { All, Controller, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@pipcrafters/contracts';
import { ApiException, requestLogging, routePolicy, SIGNED_IN } from '@pipcrafters/service-kit';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayAuthGuard } from '../auth/gateway-auth.guard';
import type { GatewayConfig } from '../config/gateway-env';
import { GATEWAY_CONTROLLERS } from '../controllers';
import { rateLimitedAction } from '../rate-limit/rate-limit';
import { securityHeaders } from '../security/security-headers';
import type { GatewayRequest } from './gateway-request';
import { routesOf } from './nest-routes';
import { laneRequest, ProxiedLane, proxiedRoute } from './proxied-lane';
import { ApiProxyController, AuthProxyController } from './proxy.controller';
import type { ProxyService } from './proxy.service';

describe('proxiedRoute', () => {
  it('takes the catch-all proxy and GET /api/auth/me', () => {
    expect(proxiedRoute('GET', '/api/auth/me')).toBe('me');
    expect(proxiedRoute('GET', '/api/auth/me/')).toBe('me');
    // Express matches routes without regard to case, so Nest would give this one to the same handler.
    expect(proxiedRoute('GET', '/api/Auth/Me')).toBe('me');
    expect(proxiedRoute('GET', '/api/journal/trades')).toBe('api');
    expect(proxiedRoute('POST', '/api/journal/trades')).toBe('api');
    expect(proxiedRoute('DELETE', '/api/community/posts/1')).toBe('api');
    expect(proxiedRoute('GET', '/api/strategies/1')).toBe('api');
    expect(proxiedRoute('GET', '/api/users-directory')).toBe('api');
    // No route of their own for these methods: Nest's router too gives them to the catch-all proxy.
    expect(proxiedRoute('GET', '/api/auth/login')).toBe('api');
    expect(proxiedRoute('POST', '/api/auth/me')).toBe('api');
  });

  it('leaves every route with its own handler or policy to Nest', () => {
    for (const [method, path] of [
      ['HEAD', '/api/auth/me'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/refresh'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/user/password'],
      ['POST', '/api/USER/password/'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/Admin/users'],
      ['DELETE', '/api/admin/users/7'],
      ['GET', '/api/health'],
      ['GET', '/api/config/remotes'],
      ['GET', '/api/docs'],
      ['GET', '/api/docs/ui/index.css'],
      ['GET', '/api/strategies/9/screenshots/3'],
      ['GET', '/api/strategies/9/Screenshots/3/'],
      ['GET', '/remotes/journal/remoteEntry.js'],
      ['GET', '/dashboard'],
      ['GET', '/api'],
    ] as const) {
      expect(proxiedRoute(method, path), `${method} ${path}`).toBeUndefined();
    }
  });

  it('reads the routes off the controllers’ decorators, in the order Express tries them', () => {
    const routes = routesOf(GATEWAY_CONTROLLERS).map((route) => route.path);
    expect(routes).toContain('/api/auth/login');
    expect(routes).toContain('/api/strategies/:id/screenshots/:screenshotId');
    expect(routes.at(-1)).toBe('/api/*path');
  });

  it('leaves a route added to a controller to Nest, with no list to keep by hand', () => {
    @Controller('api/journal')
    class ExportController {
      @Get('export/:format')
      export() {}
    }
    @Controller('api')
    class CatchAll {
      @All('*path')
      forward() {}
    }
    const routes = routesOf([
      ...GATEWAY_CONTROLLERS.slice(0, -1),
      ExportController,
      CatchAll,
      ApiProxyController,
    ]);
    expect(proxiedRoute('GET', '/api/journal/export/csv', routes)).toBeUndefined();
    expect(proxiedRoute('GET', '/api/journal/trades', routes)).toBeUndefined();
    expect(proxiedRoute('GET', '/api/journal/trades', routesOf(GATEWAY_CONTROLLERS))).toBe('api');
  });

  it('gives the handlers’ own policies, neither of them rate-limited', () => {
    const reflector = new Reflector();
    expect(routePolicy(reflector, [ApiProxyController.prototype.forward, ApiProxyController])).toEqual(
      SIGNED_IN,
    );
    expect(routePolicy(reflector, [AuthProxyController.prototype.me, AuthProxyController])).toEqual({
      ...SIGNED_IN,
      anyAccountStatus: true,
    });
    expect(rateLimitedAction(ApiProxyController.prototype.forward)).toBeUndefined();
    expect(rateLimitedAction(AuthProxyController.prototype.me)).toBeUndefined();
  });
});

describe('laneRequest', () => {
  it('takes the proxied routes of a service, with the path without its query', () => {
    expect(laneRequest('GET', '/api/auth/me')).toEqual({ route: 'me', path: '/api/auth/me' });
    expect(laneRequest('GET', '/api/journal/calendar?from=2026-10-29&to=2026-11-28')).toEqual({
      route: 'api',
      path: '/api/journal/calendar',
    });
    expect(laneRequest('GET', '/api/admin/users/stats?tz=Europe%2FMadrid')).toBeUndefined();
    expect(laneRequest('GET', '/api/finance/summary?tz=Europe%2FMadrid')).toEqual({
      route: 'api',
      path: '/api/finance/summary',
    });
    expect(laneRequest('POST', '/api/journal/trades')).toEqual({ route: 'api', path: '/api/journal/trades' });
  });

  it('leaves to Express what is not a service’s, what the gateway answers itself, and targets to refuse', () => {
    for (const [method, url] of [
      ['GET', '/api/nadie/sabe'],
      ['GET', '/api/internal/users/1'],
      ['GET', '/api/journal/%2e%2e/identity'],
      ['GET', '/api/journal/trades?q=%00'],
      ['GET', '/api/journal/trades?q=%E0%A4%A'],
      ['GET', '/api/journal/tr\u00e1des'],
      ['GET', '/api/health'],
      ['GET', '/api/docs'],
      ['GET', '/api/config/remotes'],
      ['POST', '/api/auth/login'],
      ['HEAD', '/api/auth/me'],
      ['GET', '/api'],
      ['GET', '/socket.io/?EIO=4&transport=polling'],
      ['GET', '/dashboard'],
    ] as const) {
      expect(laneRequest(method, url), `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('ProxiedLane', () => {
  let server: Server;
  let base: string;
  const admitted: string[] = [];

  beforeAll(async () => {
    // The guard and the proxy stand in for the real ones (their own tests cover them): the lane's part is what it
    // takes, in which order it runs the checks, and how it answers a refusal.
    const guard = {
      admit: async (request: GatewayRequest) => {
        if (!request.headers.authorization)
          throw new ApiException(401, ErrorCode.UNAUTHENTICATED, 'No autorizado.');
        admitted.push(request.path);
      },
    };
    const proxy = {
      forward: async (request: GatewayRequest, response: ServerResponse) => {
        response.setHeader('content-type', 'application/json');
        const { path, originalUrl, ip, protocol, hostname, id } = request;
        response.end(JSON.stringify({ path, originalUrl, ip, protocol, hostname, id }));
      },
    };
    const lane = new ProxiedLane(
      new Reflector(),
      guard as unknown as GatewayAuthGuard,
      proxy as unknown as ProxyService,
      { allowedOrigins: ['http://localhost:8080'] } as GatewayConfig,
      requestLogging('prueba', 'silent'),
    );
    const app = express();
    app.use((_request, response) => {
      response.status(299).send('express');
    });
    server = createServer(app);
    lane.install(server, app, { securityHeaders: securityHeaders([]).forHost, cookies: cookieParser() });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const signedIn = { authorization: 'Bearer prueba' };

  it('forwards the proxied routes itself, with what the proxy reads of the request', async () => {
    const response = await fetch(`${base}/api/journal/trades?limit=5`, { headers: signedIn });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      path: '/api/journal/trades',
      originalUrl: '/api/journal/trades?limit=5',
      ip: '127.0.0.1',
      protocol: 'http',
      hostname: '127.0.0.1',
      id: response.headers.get('x-request-id'),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(admitted).toContain('/api/journal/trades');
  });

  it('leaves every other request to the server’s other listeners', async () => {
    for (const path of [
      '/api/health',
      '/api/admin/users',
      '/api/journal/trades?q=%00',
      '/dashboard',
      '/api/nadie',
    ]) {
      const response = await fetch(`${base}${path}`, { headers: signedIn });
      expect(response.status, path).toBe(299);
    }
  });

  it('answers a refusal with the platform’s error body, CSRF before the access token', async () => {
    const refused = await fetch(`${base}/api/journal/trades`, { headers: { 'x-request-id': 'lane-1' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toBe('lane-1');
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(await refused.json()).toEqual({
      statusCode: 401,
      message: 'No autorizado.',
      code: 'UNAUTHENTICATED',
      error: 'No autorizado.',
    });
    const write = await fetch(`${base}/api/journal/trades`, { method: 'POST', body: '{}' });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'CSRF_REJECTED' });
  });
});
