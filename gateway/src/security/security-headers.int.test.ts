import { bearer, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

let trader: SignedIn;
beforeAll(async () => {
  trader = await loginDemo(stack, 'trader');
});

/** Every powerful feature a page could ask the browser for, each refused to every origin. */
const REFUSED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'];

describe('answers about a signed-in user are never stored by a browser or a proxy', () => {
  it('sends Cache-Control: no-store on authenticated JSON answers, errors included', async () => {
    const answers = [
      await trader.client.get('/api/auth/me'),
      await trader.client.get('/api/user'),
      await trader.client.get('/api/notifications'),
      await trader.client.get('/api/xp/profile'),
      await fetch(`${stack.gatewayUrl}/api/user`, { headers: bearer(trader.accessToken) }),
      await trader.client.get('/api/admin/users'),
      await new HttpClient(stack.gatewayUrl).get('/api/user'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 403, 401]);
    for (const answer of answers) {
      expect(answer.headers.get('content-type'), answer.url).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
    }
  });

  it('sends them with the session cookies of a sign-in too', async () => {
    const client = new HttpClient(stack.gatewayUrl);
    const response = await client.post('/api/auth/login', {
      email: 'trader@pipcrafters.dev',
      password: 'Trader-PipCrafters-2026',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('Permissions-Policy', () => {
  it('refuses every powerful browser feature, on API answers and on pages', async () => {
    for (const path of ['/api/config/remotes', '/api/auth/me', '/', '/pending-approval']) {
      const response = await fetch(`${stack.gatewayUrl}${path}`);
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const feature of REFUSED_FEATURES) expect(policy, path).toContain(`${feature}=()`);
      // Nothing is allowed to any origin: every directive is an empty allow-list.
      for (const directive of policy.split(',')) expect(directive.trim(), path).toMatch(/^[a-z-]+=\(\)$/);
    }
  });
});
