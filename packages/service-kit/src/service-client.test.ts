import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_IDENTITY_HEADER } from '@pipcrafters/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyGatewayIdentity } from './identity';
import { ServiceClient, ServiceReadError } from './service-client';

const SECRET = 'x'.repeat(40);
let seen: IncomingHttpHeaders[] = [];
let status = 200;
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ path: request.url }));
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = { userId: 'u-1', email: 'ana@example.com', roles: ['USER' as const], status: 'ACTIVE' as const };

describe('ServiceClient', () => {
  it('reads a service its row reads, as the user, signed the way the gateway signs', async () => {
    seen = [];
    status = 200;
    const client = new ServiceClient('progress', SECRET, { SERVICE_LEARNING_URL: `${url}/` });
    expect(await client.get('learning', '/api/learning/modules', user)).toEqual({
      path: '/api/learning/modules',
    });
    const token = seen[0]?.[GATEWAY_IDENTITY_HEADER] as string;
    expect(verifyGatewayIdentity(token, SECRET)).toMatchObject({
      userId: 'u-1',
      roles: ['USER'],
      status: 'ACTIVE',
    });
  });

  it('refuses a service its row does not read, and reports a failed read as such', async () => {
    const client = new ServiceClient('progress', SECRET, {
      SERVICE_LEARNING_URL: url,
      SERVICE_IDENTITY_URL: url,
    });
    await expect(client.get('identity', '/api/user', user)).rejects.toThrow(/no declara que lee identity/);
    status = 503;
    await expect(client.get('learning', '/api/learning/modules', user)).rejects.toBeInstanceOf(
      ServiceReadError,
    );
    const down = new ServiceClient('progress', SECRET, { SERVICE_LEARNING_URL: 'http://127.0.0.1:9' });
    await expect(down.get('learning', '/x', user)).rejects.toMatchObject({ status: null });
  });
});
