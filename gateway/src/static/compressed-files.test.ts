import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUnder, preferredEncoding } from './compressed-files';
import { serveStaticFiles } from './static-files';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('fileUnder', () => {
  it('resolves inside the folder only, never dotfiles', () => {
    expect(fileUnder('/srv/dist', '/static/a.js')).toBe('/srv/dist/static/a.js');
    expect(fileUnder('/srv/dist', '/../secrets.json')).toBeUndefined();
    expect(fileUnder('/srv/dist', '/static/%2e%2e/%2e%2e/x.js')).toBeUndefined();
    expect(fileUnder('/srv/dist', '/.env')).toBeUndefined();
    expect(fileUnder('/srv/dist', '/a%00.js')).toBeUndefined();
    expect(fileUnder('/srv/dist', '/%E0%A4%A')).toBeUndefined();
    expect(fileUnder('/srv/dist', '/static/')).toBeUndefined();
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('static files, compressed', () => {
  const script = `export const greeting = ${JSON.stringify('hola '.repeat(2000))};\n`;
  let root: string;
  let server: Server;
  let base: string;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pipcrafters-compressed-'));
    const shell = join(root, 'shell', 'dist');
    mkdirSync(join(shell, 'static'), { recursive: true });
    writeFileSync(
      join(shell, 'index.html'),
      `<!doctype html><title>PipCrafters</title>${'<p>x</p>'.repeat(300)}`,
    );
    writeFileSync(join(shell, 'static', 'main.1a2b3c4d.js'), script);
    writeFileSync(join(shell, 'static', 'tiny.5e6f7a8b.js'), 'console.log(1)');
    writeFileSync(join(shell, 'static', 'logo.9a8b7c6d.png'), Buffer.alloc(4096, 7));
    const learning = join(root, 'mfe-learning', 'dist');
    mkdirSync(learning, { recursive: true });
    writeFileSync(join(learning, 'remoteEntry.js'), script);
    // A build-time precompressed sibling wins over compressing here.
    writeFileSync(join(learning, '766.bebe6360.js'), script);
    writeFileSync(join(learning, '766.bebe6360.js.gz'), gzipSync('precomprimido'));
    const app = express();
    serveStaticFiles(app, root);
    app.use((_request, response) => {
      response.status(404).json({ code: 'NOT_FOUND' });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('sends JavaScript gzip-encoded when asked for gzip', async () => {
    const answer = await get('/static/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it('sends brotli to clients that take it', async () => {
    const answer = await get('/static/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the file as it is, still marked as varying, when no compression is asked for', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get('/static/main.1a2b3c4d.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.body.toString()).toBe(script);
    }
  });

  it('answers a conditional request with 304 per encoding', async () => {
    const first = await get('/static/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/gzip"$/);
    const again = await get('/static/main.1a2b3c4d.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get('/static/main.1a2b3c4d.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/static/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.length).toBe(0);
  });

  it('leaves tiny and binary files alone', async () => {
    const tiny = await get('/static/tiny.5e6f7a8b.js', { 'accept-encoding': 'gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');
    const image = await get('/static/logo.9a8b7c6d.png', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it('compresses the SPA page and remote entry points, which stay revalidated', async () => {
    const page = await get('/aprende/lesson/3', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toContain('PipCrafters');
    const entry = await get('/remotes/learning/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('uses a precompressed sibling when there is one', async () => {
    const answer = await get('/remotes/learning/766.bebe6360.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe('precomprimido');
  });

  it('compresses a rebuilt file anew', async () => {
    const file = join(root, 'mfe-learning', 'dist', 'remoteEntry.js');
    const before = await get('/remotes/learning/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(before.body).toString()).toBe(script);
    writeFileSync(file, `${script}// v2\n`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const after = await get('/remotes/learning/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(after.body).toString()).toBe(`${script}// v2\n`);
  });

  it('never serves files outside the build or for the API', async () => {
    writeFileSync(join(root, 'shell', 'secret.js'), script);
    const outside = await get('/static/..%2f..%2fsecret.js', { 'accept-encoding': 'gzip' });
    expect(outside.body.toString()).not.toContain('hola');
    mkdirSync(join(root, 'shell', 'dist', 'api'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'api', 'user.js'), script);
    const api = await get('/api/user.js', { 'accept-encoding': 'gzip' });
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
