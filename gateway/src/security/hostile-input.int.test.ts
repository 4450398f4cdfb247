import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AdminUser, AuthResponse, RealtimeConnectErrorData } from '@pipcrafters/contracts';
import {
  activeUser,
  login,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { HttpClient, INTEGRATION_ADMIN, uniqueEmail } from '@pipcrafters/platform/src/testing/stack';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The hostile inputs of issue 8, each once answered 500: through the gateway, as a browser (or an attacker with
 * curl) sends them. Each must be a 4xx with a Spanish message, and nothing stored.
 */
const stack = inject('stack');

let admin: SignedIn;
let user: SignedIn & { email: string };
beforeAll(async () => {
  admin = await login(stack, INTEGRATION_ADMIN.email, INTEGRATION_ADMIN.password);
  user = await activeUser(stack, admin, 'hostil');
});

interface Answer {
  status: number;
  body: { message?: string; code?: string; user?: AuthResponse['user'] };
}

async function send(
  client: HttpClient,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await client.request(method, path, body, {
    'content-type': 'application/json',
    ...headers,
  });
  const text = await response.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed };
}

/** A 4xx of the expected status whose message is Spanish. */
function expectRefused(answer: Answer, status: number, label: string): void {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status);
  expect(isSpanishMessage(answer.body.message), `${label}: ${answer.body.message}`).toBe(true);
}

const json = (value: unknown) => JSON.stringify(value);
const anonymous = () => new HttpClient(stack.gatewayUrl);
const profile = async () => (await send(user.client, 'GET', '/api/user')).body.user;

describe('nulls', () => {
  it('a null on a field that may be left out but not emptied is a 400, never a database error', async () => {
    for (const field of ['firstName', 'lastName', 'preferences']) {
      expectRefused(await send(user.client, 'PATCH', '/api/user', json({ [field]: null })), 400, field);
    }
    expectRefused(
      await send(user.client, 'PATCH', '/api/user', json({ preferences: { theme: null } })),
      400,
      'theme',
    );
    expect((await profile())?.firstName).toBe('Prueba');
  });
});

describe('NUL characters and lone surrogates', () => {
  it('are refused in any string of a body, at any depth, keys too', async () => {
    const bodies = [
      { firstName: 'a\u0000b' },
      { lastName: '\ud800' },
      { firstName: 'Ana', preferences: { theme: 'dark\u0000' } },
      { 'first\u0000Name': 'Ana' },
      { '\udc00': 'x' },
    ];
    for (const body of bodies) {
      expectRefused(await send(user.client, 'PATCH', '/api/user', json(body)), 400, json(body));
    }
    expect((await profile())?.firstName).toBe('Prueba');
  });

  it('are refused in the e-mail of a login and of a registration', async () => {
    expectRefused(
      await send(anonymous(), 'POST', '/api/auth/login', json({ email: 'a\u0000@b.co', password: 'x' })),
      400,
      'login NUL',
    );
    expectRefused(
      await send(
        anonymous(),
        'POST',
        '/api/auth/register',
        json({ firstName: 'Ana', lastName: 'Gil', email: '\ud800', password: 'Prueba-Segura-2026' }),
      ),
      400,
      'register surrogate',
    );
  });

  it('are refused in query strings and paths, by the gateway before any service', async () => {
    for (const path of [
      '/api/admin/users?search=%00',
      '/api/admin/requests?search=%00',
      '/api/admin/users?search=%ED%A0%80',
      '/api/admin/users?search=%C0%80',
      '/api/admin/users?%00=1',
      '/api/admin/users?search=%',
      '/api/admin/users/%00/suspend',
      '/api/admin/users/%ED%A0%80/suspend',
    ]) {
      const method = path.includes('suspend') ? 'POST' : 'GET';
      expectRefused(await send(admin.client, method, path), 400, path);
    }
    expectRefused(await send(user.client, 'GET', '/api/notifications?page=%00'), 400, 'notifications');
  });

  it('a query string past the header limit is a Spanish 431', async () => {
    expectRefused(
      await send(admin.client, 'GET', `/api/admin/users?search=${'x'.repeat(20_000)}`),
      431,
      '431',
    );
  });
});

describe('deep nesting and long arrays', () => {
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;

  it('are refused before validation on every route that takes a body', async () => {
    const routes: [SignedIn | null, string, string][] = [
      [null, 'POST', '/api/auth/register'],
      [user, 'PATCH', '/api/user'],
      [user, 'POST', '/api/user/password'],
      [admin, 'POST', '/api/admin/requests/approve'],
      [admin, 'POST', `/api/admin/requests/${user.userId}/reject`],
    ];
    for (const [caller, method, path] of routes) {
      const client = caller?.client ?? anonymous();
      expectRefused(await send(client, method, path, deepObject), 400, `${path} object`);
      expectRefused(await send(client, method, path, `{"firstName":${deepArray}}`), 400, `${path} array`);
    }
  });

  it('refuses an array longer than the cap, whatever the route does with it', async () => {
    const ids = json({ ids: Array.from({ length: 20_000 }, () => 0) });
    expectRefused(await send(admin.client, 'POST', '/api/admin/requests/approve', ids), 400, 'ids');
  });
});

describe('content encodings', () => {
  const body = json({ firstName: 'Comprimido' });

  it('a body that does not match its Content-Encoding is a 400', async () => {
    expectRefused(
      await send(user.client, 'PATCH', '/api/user', body, { 'content-encoding': 'gzip' }),
      400,
      'gzip',
    );
    expectRefused(
      await send(user.client, 'PATCH', '/api/user', body, { 'content-encoding': 'br' }),
      400,
      'br',
    );
    expectRefused(
      await send(user.client, 'PATCH', '/api/user', body, { 'content-encoding': 'deflate' }),
      400,
      'deflate',
    );
  });

  it('an unknown encoding is a 415', async () => {
    for (const encoding of ['compress', 'x-inventada', 'gzip, zstd']) {
      expectRefused(
        await send(user.client, 'PATCH', '/api/user', body, { 'content-encoding': encoding }),
        415,
        encoding,
      );
    }
  });

  it('a real gzip or brotli body is read', async () => {
    const gzip = await send(user.client, 'PATCH', '/api/user', gzipSync(body), {
      'content-encoding': 'gzip',
    });
    expect(gzip.status, json(gzip.body)).toBe(200);
    const br = await send(
      user.client,
      'PATCH',
      '/api/user',
      brotliCompressSync(json({ lastName: 'Brotli' })),
      {
        'content-encoding': 'br',
      },
    );
    expect(br.status, json(br.body)).toBe(200);
    expect(br.body.user).toMatchObject({ firstName: 'Comprimido', lastName: 'Brotli' });
    await send(user.client, 'PATCH', '/api/user', json({ firstName: 'Prueba', lastName: 'Pasarela' }));
  });

  it('a login body is read by the gateway for its rate limit, compressed or not', async () => {
    const email = uniqueEmail('comprimido');
    const attempt = json({ email, password: 'Incorrecta-2026' });
    const answer = await send(anonymous(), 'POST', '/api/auth/login', gzipSync(attempt), {
      'content-encoding': 'gzip',
    });
    expectRefused(answer, 401, 'gzip login');
    expectRefused(
      await send(anonymous(), 'POST', '/api/auth/login', attempt, { 'content-encoding': 'gzip' }),
      400,
      'broken gzip login',
    );
  });
});

describe('Unicode in names', () => {
  it('is stored in NFC', async () => {
    const answer = await send(user.client, 'PATCH', '/api/user', json({ firstName: 'Jose\u0301' }));
    expect(answer.status).toBe(200);
    expect(answer.body.user?.firstName).toBe('José');
    await send(user.client, 'PATCH', '/api/user', json({ firstName: 'Prueba' }));
  });

  it('refuses zero-width and bidi-override characters', async () => {
    for (const name of [
      'Ana\u200b',
      '\u202eanA',
      'Ana\u2066x\u2069',
      '\ufeffAna',
      'A\u200dna',
      'Ana\u0007',
    ]) {
      expectRefused(
        await send(user.client, 'PATCH', '/api/user', json({ firstName: name })),
        400,
        json(name),
      );
      expectRefused(
        await send(
          anonymous(),
          'POST',
          '/api/auth/register',
          json({
            firstName: 'Ana',
            lastName: name,
            email: uniqueEmail('bidi'),
            password: 'Prueba-Segura-2026',
          }),
        ),
        400,
        `register ${json(name)}`,
      );
    }
  });
});

describe('English from the libraries', () => {
  it('a nested object of the wrong type is explained in Spanish', async () => {
    for (const preferences of ['oscuro', 7, true, ['dark']]) {
      const answer = await send(user.client, 'PATCH', '/api/user', json({ preferences }));
      expectRefused(answer, 400, json(preferences));
      expect(answer.body.message).not.toMatch(/nested property/);
    }
  });

  it('engine.io’s own refusals are Spanish: unknown transport or session, wrong method', async () => {
    for (const [method, query] of [
      ['GET', 'EIO=4&transport=inventado'],
      ['GET', 'EIO=4&transport=polling&sid=inexistente'],
      ['PUT', 'EIO=4&transport=polling'],
    ] as const) {
      const response = await fetch(`${stack.gatewayUrl}/socket.io/?${query}`, { method });
      expect(response.status, query).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(isSpanishMessage(message), `${query}: ${message}`).toBe(true);
    }
  });

  it('a socket.io namespace that does not exist is refused in Spanish', async () => {
    const trader = await loginDemo(stack, 'trader');
    const socket = io(`${stack.gatewayUrl}/inventado`, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: trader.client.cookieHeader() },
      reconnection: false,
      forceNew: true,
    });
    try {
      const refusal = await new Promise<{ message: string; data?: RealtimeConnectErrorData }>(
        (resolve, reject) => {
          socket.once('connect', () => reject(new Error('el socket se conectó')));
          socket.once('connect_error', (error) =>
            resolve({
              message: error.message,
              data: (error as Error & { data?: RealtimeConnectErrorData }).data,
            }),
          );
        },
      );
      expect(isSpanishMessage(refusal.message), refusal.message).toBe(true);
      expect(refusal.data).toEqual({ code: 'NOT_FOUND' });
    } finally {
      socket.disconnect();
    }
  });
});

describe('nothing of the above changed the admin list', () => {
  it('still lists the user as they were', async () => {
    const list = await send(admin.client, 'GET', `/api/admin/users?search=${encodeURIComponent(user.email)}`);
    const items = (list.body as unknown as { items: AdminUser[] }).items;
    expect(items.map((item) => [item.firstName, item.lastName])).toEqual([['Prueba', 'Pasarela']]);
  });
});
