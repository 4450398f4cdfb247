import { CSRF_HEADER, CSRF_HEADER_VALUE, SERVICES } from '@pipcrafters/contracts';
import { login, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { INTEGRATION_ADMIN, startExtraGateway } from '@pipcrafters/platform/src/testing/stack';
import { HTTP_METHODS, type HttpMethod, type PlatformOperation } from '@pipcrafters/service-kit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { accessPolicyLines, type MergedDocument } from './merge';

const stack = inject('stack');
const api = (path: string, init: RequestInit = {}) => fetch(`${stack.gatewayUrl}${path}`, init);

/** A valid-looking id for every path parameter: the guards answer before anything looks it up. */
const SOME_ID = '0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90';

let admin: SignedIn;
let trader: SignedIn;
let document: MergedDocument;

beforeAll(async () => {
  admin = await login(stack, INTEGRATION_ADMIN.email, INTEGRATION_ADMIN.password);
  trader = await loginDemo(stack, 'trader');
  const response = await admin.client.get('/api/docs');
  expect(response.status).toBe(200);
  document = (await response.json()) as MergedDocument;
});

interface Operation {
  method: HttpMethod;
  path: string;
  operation: PlatformOperation;
}

const operations = (): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = (item as Record<string, PlatformOperation | undefined>)[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );

/** The request an operation describes, with every path parameter filled in. */
const urlOf = (path: string) => path.replace(/\{\w+\}/g, SOME_ID);
const headersFor = (method: HttpMethod): Record<string, string> =>
  method === 'get' || method === 'head' ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE };

describe('GET /api/docs', () => {
  it('is for signed-in admins only, the page and its files too', async () => {
    for (const path of ['/api/docs', '/api/docs/ui', '/api/docs/ui/swagger-ui-bundle.js']) {
      const anonymous = await api(path);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const refused = await trader.client.get(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
  });

  it('holds the routes of every service and of the gateway', () => {
    expect(document['x-upstreams']).toEqual(
      SERVICES.map((service) => ({ service: service.name, available: true })),
    );
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/config/remotes',
        '/api/docs',
        '/api/auth/login',
        '/api/admin/users/{id}/suspend',
        '/api/notifications',
        '/api/learning/lessons/{id}/quiz/attempts',
      ]),
    );
    // Nothing the gateway does not forward: no health check of a service, no /internal, no catch-all.
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths.some((path) => path.includes('{path}'))).toBe(false);
  });

  it('describes bodies, query parameters and errors from the DTOs', () => {
    const register = document.paths['/api/auth/register']?.post as PlatformOperation;
    expect(register.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/RegisterDto' } } },
    });
    expect(document.components?.schemas?.RegisterDto).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['firstName', 'lastName', 'email', 'password'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        password: { type: 'string', minLength: 10, maxLength: 128 },
      },
    });
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['400', '403', '413', '429']));

    const users = document.paths['/api/admin/users']?.get as PlatformOperation;
    expect(users.parameters).toEqual(
      expect.arrayContaining([
        {
          name: 'status',
          in: 'query',
          required: false,
          schema: expect.objectContaining({ enum: expect.any(Array) }),
        },
        {
          name: 'pageSize',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
      ]),
    );
    const read = document.paths['/api/notifications/{id}/read']?.post as PlatformOperation;
    expect(read.parameters).toContainEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    });
    expect(read.responses['404']).toMatchObject({ 'x-error-codes': ['NOT_FOUND'] });
    expect(read.responses['401']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it('says who may call each route, as reviewed in the snapshot', async () => {
    await expect(`${accessPolicyLines(document).join('\n')}\n`).toMatchFileSnapshot(
      './__snapshots__/api-access-policy.txt',
    );
  });

  it('tells the truth: anonymous callers get 401 on every route that is not public', async () => {
    const guarded = operations().filter(({ operation }) => operation['x-access'] !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const { method, path } of guarded) {
      const response = await api(urlOf(path), { method: method.toUpperCase(), headers: headersFor(method) });
      expect(response.status, `${method.toUpperCase()} ${path}`).toBe(401);
    }
  });

  it('tells the truth: the demo trader gets 403 on every admin route', async () => {
    const adminOnly = operations().filter(({ operation }) => operation['x-access'] === 'admin');
    expect(adminOnly.length).toBeGreaterThan(5);
    for (const { method, path } of adminOnly) {
      const response = await trader.client.request(method.toUpperCase(), urlOf(path));
      expect(response.status, `${method.toUpperCase()} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
  });
});

describe('GET /api/docs/ui', () => {
  it('serves Swagger UI from the gateway itself, with no inline script, under the CSP', async () => {
    const page = await admin.client.get('/api/docs/ui');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(body.trim()).toBe('');
      const source = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(source.startsWith('/api/docs/ui/')).toBe(true);
      const script = await admin.client.get(source);
      expect(script.status, source).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
    }
    const stylesheet = /href="([^"]+\.css)"/.exec(html)?.[1] ?? '';
    expect((await admin.client.get(stylesheet)).headers.get('content-type')).toContain('text/css');
    expect((await admin.client.get('/api/docs/ui/../package.json')).status).toBe(404);
    expect((await admin.client.get('/api/docs/ui/index.html')).status).toBe(404);
  });
});

describe('a service whose document cannot be read', () => {
  it('is marked in the merged document, and the others are still there', async () => {
    const gateway = await startExtraGateway(stack, { SERVICE_PROGRESS_URL: 'http://127.0.0.1:9' });
    try {
      const signedIn = await login(
        { ...stack, gatewayUrl: gateway.url },
        INTEGRATION_ADMIN.email,
        INTEGRATION_ADMIN.password,
      );
      const response = await signedIn.client.get('/api/docs');
      expect(response.status).toBe(200);
      const partial = (await response.json()) as MergedDocument;
      expect(partial['x-upstreams']).toEqual(
        SERVICES.map((service) =>
          service.name === 'progress'
            ? { service: 'progress', available: false, error: expect.any(String) }
            : { service: service.name, available: true },
        ),
      );
      expect(partial.info.description).toContain('progress');
      expect(partial.paths['/api/auth/login']).toBeDefined();
      expect(partial.paths['/api/notifications']).toBeUndefined();
    } finally {
      await gateway.stop();
    }
  });
});
