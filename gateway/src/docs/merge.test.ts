import type { AccessLevel, OpenAPIObject, PlatformOperation } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { accessPolicyLines, type GatewayOperation, mergeApiDocuments } from './merge';

const operation = (
  access: AccessLevel,
  extra: Partial<GatewayOperation> & Record<string, unknown> = {},
): GatewayOperation => ({
  operationId: `op.${access}`,
  responses: { 200: { description: 'Correcto.' } },
  'x-access': access,
  ...extra,
});

const documentOf = (
  paths: Record<string, Record<string, PlatformOperation>>,
  schemas: Record<string, object> = {},
): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths,
  components: { schemas: { ApiError: { type: 'object' }, ...schemas } },
});

/** The gateway as its controllers describe it: own routes, specific forwards, then the catch-alls. */
const gateway = documentOf({
  '/api/health': { get: operation('public') },
  '/api/auth/login': { post: operation('public', { 'x-rate-limited': 'login' }) },
  '/api/auth/me': { get: operation('signed-in', { 'x-any-account-status': true }) },
  '/api/admin/{path}': {
    get: operation('admin', { 'x-catch-all': 'path' }),
    post: operation('admin', { 'x-catch-all': 'path' }),
  },
  '/api/{path}': {
    get: operation('signed-in', { 'x-catch-all': 'path' }),
    post: operation('signed-in', { 'x-catch-all': 'path' }),
  },
});

const identity = documentOf(
  {
    '/health': { get: operation('public') },
    '/internal/sessions/{sid}': { get: operation('public') },
    '/api/auth/login': {
      post: operation('public', {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Shared' } } } },
      }),
    },
    '/api/auth/me': { get: operation('signed-in', { 'x-any-account-status': true }) },
    '/api/admin/users/{id}/suspend': { post: operation('admin') },
    // Open at the service, but the gateway's catch-all still asks for a signed-in user.
    '/api/user': { get: operation('public') },
  },
  { Shared: { type: 'object', properties: { email: { type: 'string' } } } },
);

const progress = documentOf(
  {
    '/api/notifications': {
      get: operation('signed-in', {
        parameters: [{ name: 'filter', in: 'query', schema: { $ref: '#/components/schemas/Shared' } }],
      }),
    },
    // The service lets any status in, the gateway's catch-all does not.
    '/api/notifications/{id}/read': { post: operation('signed-in', { 'x-any-account-status': true }) },
    // Not under a prefix progress owns: never forwarded to it.
    '/api/user/elsewhere': { get: operation('signed-in') },
  },
  { Shared: { type: 'string', enum: ['a', 'b'] } },
);

describe('mergeApiDocuments', () => {
  const merged = mergeApiDocuments(gateway, [
    { service: 'identity', document: identity },
    { service: 'progress', document: progress },
  ]);

  it('keeps the gateway’s own routes and every forwarded route, each with the stricter of both policies', () => {
    expect(accessPolicyLines(merged)).toEqual([
      'GET /api/auth/me signed-in any-status',
      'GET /api/health public',
      'GET /api/notifications signed-in',
      'GET /api/user signed-in',
      'POST /api/admin/users/{id}/suspend admin',
      'POST /api/auth/login public',
      'POST /api/notifications/{id}/read signed-in',
    ]);
    expect(merged['x-upstreams']).toEqual([
      { service: 'identity', available: true },
      { service: 'progress', available: true },
    ]);
  });

  it('adds what the gateway checks: CSRF on writes, body size, rate limits, unreachable services', () => {
    const login = merged.paths['/api/auth/login']?.post as GatewayOperation;
    expect(login.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-pipcrafters-csrf', in: 'header' }),
    );
    expect(login.responses['403']).toMatchObject({ 'x-error-codes': ['CSRF_REJECTED'] });
    expect(login.responses['413']).toMatchObject({ 'x-error-codes': ['PAYLOAD_TOO_LARGE'] });
    expect(login.responses['429']).toMatchObject({ 'x-error-codes': ['RATE_LIMITED'] });
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['502', '503', '504']));
    expect(login.security).toEqual([]);

    const notifications = merged.paths['/api/notifications']?.get as GatewayOperation;
    expect(
      notifications.parameters?.some((parameter) => 'name' in parameter && parameter.in === 'header'),
    ).toBe(false);
    expect(notifications.responses['401']).toMatchObject({ 'x-error-codes': ['UNAUTHENTICATED'] });
    expect(notifications.tags).toEqual(['progress']);
    expect(notifications.operationId).toBe('progress.op.signed-in');
  });

  it('gives the refusals of the effective policy', () => {
    const read = merged.paths['/api/notifications/{id}/read']?.post as GatewayOperation;
    expect(read['x-any-account-status']).toBeUndefined();
    expect(read.responses['403']).toMatchObject({
      'x-error-codes': ['ACCOUNT_PENDING', 'ACCOUNT_REJECTED', 'ACCOUNT_SUSPENDED', 'CSRF_REJECTED'],
    });
    const user = merged.paths['/api/user']?.get as GatewayOperation;
    expect(user.security).toEqual([{ accessCookie: [] }, { bearer: [] }]);
  });

  it('keeps schemas apart when two services name different ones alike', () => {
    expect(merged.components?.schemas).toMatchObject({
      Shared: { type: 'object' },
      'progress.Shared': { type: 'string', enum: ['a', 'b'] },
    });
    const notifications = merged.paths['/api/notifications']?.get as GatewayOperation;
    expect(notifications.parameters?.[0]).toMatchObject({
      schema: { $ref: '#/components/schemas/progress.Shared' },
    });
    const login = merged.paths['/api/auth/login']?.post as GatewayOperation;
    expect(login.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Shared' } } },
    });
  });

  it('leaves the documents it was given untouched', () => {
    expect(identity.paths['/api/user']?.get).toEqual(operation('public'));
    expect(progress.paths['/api/notifications']?.get?.responses).toEqual({
      200: { description: 'Correcto.' },
    });
  });

  it('marks a service whose document could not be read, and keeps the others', () => {
    const partial = mergeApiDocuments(gateway, [
      { service: 'identity', document: identity },
      { service: 'progress', error: 'no responde' },
    ]);
    expect(partial['x-upstreams']).toEqual([
      { service: 'identity', available: true },
      { service: 'progress', available: false, error: 'no responde' },
    ]);
    expect(partial.info.description).toContain('progress (no responde)');
    expect(partial.paths['/api/auth/me']).toBeDefined();
    expect(partial.paths['/api/notifications']).toBeUndefined();
  });
});
