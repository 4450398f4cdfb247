import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { storage } from 'nestjs-pino/storage';
import { describe, expect, it } from 'vitest';
import { accessLogLevel, requestLogging } from './logging';

/** Collects pino's JSON lines. */
function sink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, stream };
}

function fakeExchange(url: string, headers: Record<string, string> = {}) {
  const request = { url, method: 'GET', headers, socket: {} } as unknown as IncomingMessage;
  const set = new Map<string, unknown>();
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: true,
    setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), value),
    getHeaders: () => Object.fromEntries(set),
    getHeader: (name: string) => set.get(name.toLowerCase()),
  }) as unknown as ServerResponse;
  return { request, response, set };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('requestLogging', () => {
  it('keeps a well-formed request id, echoes it and logs nothing for a 200 at warn', async () => {
    const { lines, stream } = sink();
    const { middleware } = requestLogging('prueba', 'warn', { destination: stream });
    const { request, response, set } = fakeExchange('/api/x', { 'x-request-id': 'abc-1' });
    let inside: unknown;
    middleware(request, response, () => {
      inside = storage.getStore();
    });
    expect((request as unknown as { id: string }).id).toBe('abc-1');
    expect(set.get('x-request-id')).toBe('abc-1');
    expect(inside).toBeDefined();
    response.emit('finish');
    response.emit('close');
    await flush();
    expect(lines).toEqual([]);
  });

  it('makes an id for a malformed one and logs a 4xx at warn once, with the request and redacted secrets', async () => {
    const { lines, stream } = sink();
    const { middleware } = requestLogging('prueba', 'warn', { destination: stream });
    const { request, response } = fakeExchange('/api/x', {
      'x-request-id': 'no válido',
      cookie: 'pc_access=secreto',
    });
    middleware(request, response, () => undefined);
    const id = (request as unknown as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    response.statusCode = 404;
    response.emit('close');
    response.emit('close');
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      name: 'prueba',
      msg: 'request completed',
      req: { id, method: 'GET', url: '/api/x', headers: { cookie: '[redactado]' } },
      res: { statusCode: 404 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('logs a 5xx as an error and binds the request to what is logged while it is handled', async () => {
    const { lines, stream } = sink();
    const { middleware } = requestLogging('prueba', 'warn', { destination: stream });
    const { request, response } = fakeExchange('/api/y', { 'x-request-id': 'r-5' });
    middleware(request, response, () => {
      storage.getStore()?.logger.warn('dentro de la petición');
    });
    response.statusCode = 503;
    response.emit('close');
    await flush();
    expect(
      lines.map((line) => [line.msg, (line.req as { id?: string } | undefined)?.id, line.level]),
    ).toEqual([
      ['dentro de la petición', 'r-5', 40],
      ['request errored', 'r-5', 50],
    ]);
    expect(lines[1]?.err).toMatchObject({ message: 'failed with status code 503' });
  });

  it('does not log health probes, and logs successes at info', async () => {
    const { lines, stream } = sink();
    const { middleware } = requestLogging('prueba', 'info', { destination: stream });
    for (const url of ['/health', '/api/health', '/api/z']) {
      const { request, response } = fakeExchange(url);
      middleware(request, response, () => undefined);
      response.emit('close');
    }
    await flush();
    expect(lines.map((line) => [line.msg, (line.req as { url: string }).url, line.level])).toEqual([
      ['request completed', '/api/z', 30],
    ]);
  });

  it('without the async context, runs the request outside any store and still logs it with its id', async () => {
    const { lines, stream } = sink();
    const { middleware } = requestLogging('prueba', 'warn', { destination: stream, asyncContext: false });
    const { request, response } = fakeExchange('/api/w', { 'x-request-id': 'r-9' });
    let inside: unknown = 'sin llamar';
    middleware(request, response, () => {
      inside = storage.getStore();
    });
    expect(inside).toBeUndefined();
    response.statusCode = 500;
    response.emit('close');
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request errored', req: { id: 'r-9' } });
  });
});

describe('accessLogLevel', () => {
  it('is error for failures and 5xx, warn for 4xx, info otherwise', () => {
    expect(accessLogLevel(200)).toBe('info');
    expect(accessLogLevel(304)).toBe('info');
    expect(accessLogLevel(404)).toBe('warn');
    expect(accessLogLevel(500)).toBe('error');
    expect(accessLogLevel(200, new Error('x'))).toBe('error');
  });
});
