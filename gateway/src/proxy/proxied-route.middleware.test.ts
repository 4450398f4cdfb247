import { All, Controller, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { routePolicy, SIGNED_IN } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { GATEWAY_CONTROLLERS } from '../controllers';
import { rateLimitedAction } from '../rate-limit/rate-limit';
import { routesOf } from './nest-routes';
import { proxiedRoute } from './proxied-route.middleware';
import { ApiProxyController, AuthProxyController } from './proxy.controller';

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
