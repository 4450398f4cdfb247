import { Reflector } from '@nestjs/core';
import { routePolicy, SIGNED_IN } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { rateLimitedAction } from '../rate-limit/rate-limit';
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
  });

  it('leaves every route with its own handler or policy to Nest', () => {
    for (const [method, path] of [
      ['POST', '/api/auth/me'],
      ['HEAD', '/api/auth/me'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/refresh'],
      ['POST', '/api/auth/register'],
      ['GET', '/api/auth/login'],
      ['POST', '/api/user/password'],
      ['POST', '/api/USER/password/'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/Admin/users'],
      ['GET', '/api/admin'],
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
