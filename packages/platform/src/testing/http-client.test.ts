import { createServer } from 'node:http';
import { CSRF_HEADER } from '@pipcrafters/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, parseSetCookies } from './http-client';

describe('parseSetCookies', () => {
  it('reads values, attributes and cleared cookies', () => {
    const headers = new Headers();
    headers.append('set-cookie', 'pc_access=abc.def; Path=/; HttpOnly; SameSite=Lax');
    headers.append('set-cookie', 'pc_refresh=; Path=/api/auth; Max-Age=0');
    headers.append('set-cookie', 'viejo=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    const cookies = parseSetCookies(headers);
    expect(cookies.pc_access).toEqual({
      value: 'abc.def',
      attributes: 'Path=/; HttpOnly; SameSite=Lax',
      cleared: false,
    });
    expect(cookies.pc_refresh?.cleared).toBe(true);
    expect(cookies.viejo?.cleared).toBe(true);
  });
});

describe('HttpClient', () => {
  const seen: { method?: string; csrf?: string; cookie?: string }[] = [];
  const server = createServer((request, response) => {
    seen.push({
      method: request.method,
      csrf: request.headers[CSRF_HEADER] as string | undefined,
      cookie: request.headers.cookie,
    });
    if (request.url === '/entrar') response.setHeader('set-cookie', 'sesion=1; Path=/');
    if (request.url === '/salir') response.setHeader('set-cookie', 'sesion=; Path=/; Max-Age=0');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true }));
  });
  let client: HttpClient;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    client = new HttpClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps cookies like a browser and sends the anti-CSRF header on writes only', async () => {
    await client.post('/entrar', {});
    expect(client.cookies.get('sesion')).toBe('1');
    const read = await client.json('GET', '/datos');
    expect(read).toMatchObject({ status: 200, body: { ok: true } });
    await client.post('/salir');
    expect(client.cookies.has('sesion')).toBe(false);
    expect(seen.map((request) => [request.method, request.csrf ?? null, request.cookie ?? null])).toEqual([
      ['POST', '1', null],
      ['GET', null, 'sesion=1'],
      ['POST', '1', 'sesion=1'],
    ]);
  });
});
