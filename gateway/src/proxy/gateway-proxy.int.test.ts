import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { REMOTES } from '@pipcrafters/contracts';
import { freePort } from '@pipcrafters/platform/src/processes';
import { bearer, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { TEST_PASSWORD as PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import {
  HttpClient,
  INTEGRATION_LIMITS,
  startExtraGateway,
  uniqueEmail,
} from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const api = (path: string, init: RequestInit = {}) => fetch(`${stack.gatewayUrl}${path}`, init);
const csrf = { 'x-pipcrafters-csrf': '1', 'content-type': 'application/json' };

let trader: SignedIn;
beforeAll(async () => {
  trader = await loginDemo(stack, 'trader');
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated write without the anti-CSRF header', async () => {
    const response = await trader.client.post('/api/auth/logout', undefined, { 'x-pipcrafters-csrf': '' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: 403, code: 'CSRF_REJECTED' });
  });

  it('refuses a foreign Origin and a cross-site fetch, login included', async () => {
    const body = JSON.stringify({ email: uniqueEmail('csrf'), password: PASSWORD });
    for (const headers of [
      { ...csrf, origin: 'https://atacante.example' },
      { ...csrf, 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json' },
    ]) {
      const response = await api('/api/auth/login', { method: 'POST', headers, body });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'CSRF_REJECTED' });
    }
  });

  it('accepts our own origin, and bearer-authenticated writes without the header', async () => {
    const own = await api('/api/auth/login', {
      method: 'POST',
      headers: { ...csrf, origin: stack.gatewayUrl },
      body: JSON.stringify({ email: uniqueEmail('origen'), password: PASSWORD }),
    });
    expect(own.status).toBe(401);
    const viaBearer = await api('/api/user', {
      method: 'PATCH',
      headers: { ...bearer(trader.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ preferences: { theme: 'dark' } }),
    });
    expect(viaBearer.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after repeated logins for one e-mail', async () => {
    const email = uniqueEmail('fuerza');
    const attempt = () =>
      api('/api/auth/login', {
        method: 'POST',
        headers: csrf,
        body: JSON.stringify({ email, password: 'Mala-2026-x' }),
      });
    const limit = Number(INTEGRATION_LIMITS.LOGIN_RATE_LIMIT);
    for (let i = 0; i < limit; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
      code: 'RATE_LIMITED',
      error: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    });
    // The same e-mail written differently is the same account; another e-mail is not limited.
    const variant = await api('/api/auth/login', {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ email: ` ${email.toUpperCase()} `, password: 'Mala-2026-x' }),
    });
    expect(variant.status).toBe(429);
    const other = await api('/api/auth/login', {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ email: uniqueEmail('otra'), password: 'Mala-2026-x' }),
    });
    expect(other.status).toBe(401);
  });
});

describe('routing and errors', () => {
  it('answers unknown /api paths with a Spanish 404', async () => {
    for (const path of ['/api/no-existe', '/api/internal/sessions/x', '/api/admin/otra-cosa']) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        statusCode: 404,
        message: 'Recurso no encontrado.',
        code: 'NOT_FOUND',
        error: 'Recurso no encontrado.',
      });
    }
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await api('/api/user', {
      method: 'PATCH',
      headers: { ...bearer(trader.accessToken), 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('echoes the request id, keeping a well-formed one from the client', async () => {
    const mine = await api('/api/config/remotes', { headers: { 'x-request-id': 'prueba-123' } });
    expect(mine.headers.get('x-request-id')).toBe('prueba-123');
    const generated = await api('/api/user', { headers: bearer(trader.accessToken) });
    expect(generated.headers.get('x-request-id')).toMatch(/^[\w.-]+$/);
  });

  it('passes the Set-Cookie headers of a service through', async () => {
    const client = new HttpClient(stack.gatewayUrl);
    const response = await client.post('/api/auth/register', {
      firstName: 'Galleta',
      lastName: 'Prueba',
      email: uniqueEmail('galleta'),
      password: PASSWORD,
    });
    expect(response.status).toBe(201);
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(cookies).toEqual(expect.arrayContaining(['pc_access', 'pc_session', 'pc_refresh']));
  });
});

/** An answer's headers without those that differ on every answer (its id, date, length and entity tag). */
function lastingHeaders(response: Response): Record<string, string> {
  const varying = new Set(['x-request-id', 'date', 'content-length', 'etag']);
  const lasting: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!varying.has(name)) lasting[name] = value;
  });
  return lasting;
}

describe('the proxied lane (the catch-all proxy and /api/auth/me ahead of Express)', () => {
  it('answers with the headers and error bodies of the routes Nest answers', async () => {
    // A refusal by the lane (a service's path) and one by Nest's guard (the gateway's own admin route).
    const lane = await api('/api/journal/trades');
    const nest = await api('/api/admin/users');
    expect(lane.status).toBe(401);
    expect(nest.status).toBe(401);
    expect(lastingHeaders(lane)).toEqual(lastingHeaders(nest));
    expect(await lane.json()).toEqual(await nest.json());
    const forbidden = await api('/api/journal/trades', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'CSRF_REJECTED' });
  });

  it('leaves a request target to refuse, and what no service owns, to the long way', async () => {
    const hostile = await api('/api/journal/trades?q=%00', { headers: bearer(trader.accessToken) });
    expect(hostile.status).toBe(400);
    expect(await hostile.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const nobody = await api('/api/nadie/sabe', { headers: bearer(trader.accessToken) });
    expect(nobody.status).toBe(404);
  });

  describe('behind a proxy', () => {
    let upstream: Server;
    const gateways: Awaited<ReturnType<typeof startExtraGateway>>[] = [];
    let trusting: string;
    let distrusting: string;

    beforeAll(async () => {
      // The journal's place taken by a server that answers with the headers it was sent.
      upstream = createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(request.headers));
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const journal = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      for (const trust of ['true', 'false']) {
        gateways.push(await startExtraGateway(stack, { TRUST_PROXY: trust, SERVICE_JOURNAL_URL: journal }));
      }
      [trusting, distrusting] = gateways.map((gateway) => gateway.url) as [string, string];
    });

    afterAll(async () => {
      await Promise.all(gateways.map((gateway) => gateway.stop()));
      upstream?.closeAllConnections();
      await new Promise((resolve) => upstream?.close(resolve));
    });

    const fromProxy = {
      'x-forwarded-for': '203.0.113.9, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'pipcrafters.example',
    };

    it('believes a trusted proxy on the client’s address, protocol and host, as Express does', async () => {
      const response = await fetch(`${trusting}/api/journal/trades`, {
        headers: { ...bearer(trader.accessToken), ...fromProxy },
      });
      expect(response.status).toBe(200);
      const sent = (await response.json()) as Record<string, string>;
      // Identity takes the last hop as the client: the address the proxy named.
      expect(sent['x-forwarded-for']).toBe('203.0.113.9, 10.0.0.2, 203.0.113.9');
      expect(sent['x-forwarded-proto']).toBe('https');
      expect(sent['x-pipcrafters-identity']).toBeTruthy();
      // A real host name (from the proxy) is pinned to HTTPS; localhost never is.
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('believes none of it from anyone else', async () => {
      const response = await fetch(`${distrusting}/api/journal/trades`, {
        headers: { ...bearer(trader.accessToken), ...fromProxy },
      });
      expect(response.status).toBe(200);
      const sent = (await response.json()) as Record<string, string>;
      expect(sent['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(sent['x-forwarded-proto']).toBe('http');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  });
});

describe('public configuration and pages', () => {
  it('serves the remotes configuration, never cached', async () => {
    const response = await api('/api/config/remotes');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      remotes: REMOTES.map((remote) => ({
        name: remote.name,
        entry: `/remotes/${remote.name}/mf-manifest.json`,
      })),
    });
  });

  it('reports the services as healthy', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', details: { identity: { status: 'up' } } });
  });

  it('sends helmet headers and the CSP on API answers and pages', async () => {
    for (const path of ['/api/config/remotes', '/']) {
      const response = await api(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // localhost is never pinned to HTTPS
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

const BIG_SCRIPT = `export const datos = ${JSON.stringify(Array.from({ length: 500 }, (_, index) => ({ index })))};\n`;

/** A GET whose body is not decoded (fetch would undo the Content-Encoding). */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('static files (own build folder)', () => {
  let root: string;
  let gateway: Awaited<ReturnType<typeof startExtraGateway>>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pipcrafters-static-'));
    mkdirSync(join(root, 'shell', 'dist', 'static'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>PipCrafters</title>');
    writeFileSync(join(root, 'shell', 'dist', 'static', 'main.1a2b3c4d.js'), 'console.log(1)');
    writeFileSync(join(root, 'shell', 'dist', 'static', 'vendor.5e6f7a8b.js'), BIG_SCRIPT);
    mkdirSync(join(root, 'mfe-learning', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-learning', 'dist', 'mf-manifest.json'), '{}');
    writeFileSync(join(root, 'mfe-learning', 'dist', 'remoteEntry.js'), '');
    writeFileSync(join(root, 'mfe-learning', 'dist', '766.bebe6360.js'), '');
    // The other remotes have no build: the gateway must start anyway.
    gateway = await startExtraGateway(stack, { STATIC_ROOT: root });
  });

  afterAll(async () => {
    await gateway?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell, with an SPA fallback that is revalidated on every load', async () => {
    for (const path of ['/', '/aprende/lesson/3', '/pending-approval']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('PipCrafters');
    }
    const chunk = await fetch(`${gateway.url}/static/main.1a2b3c4d.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('serves remotes with no-cache entry points and immutable chunks, and a plain 404 otherwise', async () => {
    const manifest = await fetch(`${gateway.url}/remotes/learning/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${gateway.url}/remotes/learning/remoteEntry.js`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
    expect(
      (await fetch(`${gateway.url}/remotes/learning/766.bebe6360.js`)).headers.get('cache-control'),
    ).toContain('immutable');
    for (const path of [
      '/remotes/learning/nope.js',
      '/remotes/admin/mf-manifest.json',
      '/remotes/desconocido/x',
    ]) {
      const missing = await fetch(`${gateway.url}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type')).toContain('text/plain');
    }
  });

  it('sends JavaScript gzip-encoded when asked, as it is otherwise, and API answers never compressed', async () => {
    const zipped = await rawGet(`${gateway.url}/static/vendor.5e6f7a8b.js`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers['cache-control']).toContain('immutable');
    expect(zipped.headers['content-security-policy']).toContain("default-src 'self'");
    expect(zipped.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(BIG_SCRIPT);

    const plain = await rawGet(`${gateway.url}/static/vendor.5e6f7a8b.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BIG_SCRIPT);

    const config = await rawGet(`${gateway.url}/api/config/remotes`, { 'accept-encoding': 'gzip, br' });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(config.body.toString())).toHaveProperty('remotes');
  });

  it('never answers /api or /socket.io with the page', async () => {
    expect((await fetch(`${gateway.url}/api/nada`)).headers.get('content-type')).toContain(
      'application/json',
    );
    // socket.io answers its own path before Express: a request naming no transport is its JSON 400, not the page.
    const realtime = await fetch(`${gateway.url}/socket.io/`);
    expect(realtime.status).toBe(400);
    expect(realtime.headers.get('content-type')).toContain('application/json');
  });
});

describe('unreachable, slow and broken services', () => {
  it('answers 503 with Retry-After when identity is not listening', async () => {
    const gateway = await startExtraGateway(stack, {
      SERVICE_IDENTITY_URL: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const signedIn = await fetch(`${gateway.url}/api/user`, { headers: bearer(trader.accessToken) });
      expect(signedIn.status).toBe(503);
      expect(signedIn.headers.get('retry-after')).toBe('5');
      expect(await signedIn.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      const login = await fetch(`${gateway.url}/api/auth/login`, {
        method: 'POST',
        headers: csrf,
        body: JSON.stringify({ email: uniqueEmail('caida'), password: PASSWORD }),
      });
      expect(login.status).toBe(503);
      const health = await fetch(`${gateway.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { identity: { status: 'down' } },
      });
    } finally {
      await gateway.stop();
    }
  });

  describe('with a service that is slow or speaks garbage', () => {
    let upstream: Server;
    let gateway: Awaited<ReturnType<typeof startExtraGateway>>;

    beforeAll(async () => {
      upstream = createServer((request, response) => {
        if (request.url === '/api/auth/logout') {
          request.socket.end('esto no es HTTP\r\n\r\n');
          return;
        }
        setTimeout(() => response.end('tarde'), 3000).unref();
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const { port } = upstream.address() as AddressInfo;
      gateway = await startExtraGateway(stack, {
        SERVICE_IDENTITY_URL: `http://127.0.0.1:${port}`,
        UPSTREAM_TIMEOUT_MS: '300',
      });
    });

    afterAll(async () => {
      await gateway?.stop();
      upstream?.closeAllConnections();
      await new Promise((resolve) => upstream?.close(resolve));
    });

    it('answers 504 when the service does not answer in time', async () => {
      const response = await fetch(`${gateway.url}/api/auth/refresh`, { method: 'POST', headers: csrf });
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({ statusCode: 504, code: 'GATEWAY_TIMEOUT' });
    });

    it('answers 502 when the service answers with something that is not HTTP', async () => {
      const response = await fetch(`${gateway.url}/api/auth/logout`, { method: 'POST', headers: csrf });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ statusCode: 502, code: 'BAD_GATEWAY' });
    });
  });

  describe('an upload route with a longer wait (a statement import)', () => {
    let upstream: Server;
    let gateway: Awaited<ReturnType<typeof startExtraGateway>>;

    beforeAll(async () => {
      // The journal's stand-in reads the whole body, then answers after 1.5 s: longer than this gateway's usual wait.
      upstream = createServer((request, response) => {
        let bytes = 0;
        request.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        request.on('end', () => {
          setTimeout(() => {
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify({ path: request.url, bytes }));
          }, 1500).unref();
        });
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const { port } = upstream.address() as AddressInfo;
      gateway = await startExtraGateway(stack, {
        SERVICE_JOURNAL_URL: `http://127.0.0.1:${port}`,
        UPSTREAM_TIMEOUT_MS: '300',
      });
    });

    afterAll(async () => {
      await gateway?.stop();
      upstream?.closeAllConnections();
      await new Promise((resolve) => upstream?.close(resolve));
    });

    it('waits for the import’s answer, while any other request to the same service still times out', async () => {
      const form = new FormData();
      form.set('file', new Blob([Buffer.alloc(200_000, 'a')]), 'informe.html');
      const imported = await fetch(`${gateway.url}/api/journal/imports`, {
        method: 'POST',
        headers: bearer(trader.accessToken),
        body: form,
      });
      expect(imported.status).toBe(200);
      expect(await imported.json()).toMatchObject({ path: '/api/journal/imports' });

      const other = await fetch(`${gateway.url}/api/journal/accounts`, {
        method: 'POST',
        headers: { ...bearer(trader.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(other.status).toBe(504);
      expect(await other.json()).toMatchObject({ code: 'GATEWAY_TIMEOUT' });
    });
  });
});
