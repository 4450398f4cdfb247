import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, isSourceMapPath, isSpaPath, serveStaticFiles } from './static-files';

describe('cacheControlFor', () => {
  it('revalidates entry points on every load', () => {
    for (const file of ['/x/mf-manifest.json', '/x/remoteEntry.js', '/x/index.html', '/x/favicon.svg']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for good', () => {
    expect(cacheControlFor('/x/static/js/main.1a2b3c4d.js')).toContain('immutable');
    expect(cacheControlFor('/x/static/css/245.0f9e8d7c.css')).toContain('immutable');
  });
});

describe('isSpaPath', () => {
  it('answers page routes and leaves the API, remotes and socket.io alone', () => {
    expect(isSpaPath('/')).toBe(true);
    expect(isSpaPath('/aprende/lesson/3')).toBe(true);
    expect(isSpaPath('/apiary')).toBe(true);
    expect(isSpaPath('/api')).toBe(false);
    expect(isSpaPath('/api/user')).toBe(false);
    expect(isSpaPath('/remotes/learning/x.js')).toBe(false);
    expect(isSpaPath('/socket.io/')).toBe(false);
  });
});

describe('isSourceMapPath', () => {
  it('names every spelling of a source map, and nothing else', () => {
    for (const path of [
      '/main.1a2b3c4d.js.map',
      '/remotes/admin/12.ab.js.MAP',
      '/x.js.m%61p',
      '/x.css.map/',
    ]) {
      expect(isSourceMapPath(path), path).toBe(true);
    }
    for (const path of ['/main.1a2b3c4d.js', '/mapa', '/map', '/x.map.js', '/%E0%A4%A']) {
      expect(isSourceMapPath(path), path).toBe(false);
    }
  });
});

describe('static files never serve source maps', () => {
  const sources = '{"version":3,"sourcesContent":["const secreto = 1;"]}';
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pipcrafters-maps-'));
    const shell = join(root, 'shell', 'dist');
    const learning = join(root, 'mfe-learning', 'dist');
    mkdirSync(shell, { recursive: true });
    mkdirSync(learning, { recursive: true });
    writeFileSync(join(shell, 'index.html'), '<!doctype html><title>PipCrafters</title>');
    writeFileSync(join(shell, 'main.1a2b3c4d.js'), 'console.log(1)');
    writeFileSync(join(shell, 'main.1a2b3c4d.js.map'), sources.repeat(100));
    writeFileSync(join(learning, 'remoteEntry.js'), 'console.log(2)');
    writeFileSync(join(learning, 'remoteEntry.js.map'), sources);
    const app = express();
    serveStaticFiles(app, root);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404 for a map that is in the build folder, compressed or not', async () => {
    for (const path of [
      '/main.1a2b3c4d.js.map',
      '/main.1a2b3c4d.js.m%61p',
      '/remotes/learning/remoteEntry.js.map',
    ]) {
      for (const headers of [{}, { 'accept-encoding': 'gzip, br' }] as Record<string, string>[]) {
        const response = await fetch(`${base}${path}`, { headers });
        const body = await response.text();
        expect(response.status, path).toBe(404);
        expect(body, path).not.toContain('secreto');
      }
    }
  });

  it('answers 404, not the page, for a map that is not there', async () => {
    const response = await fetch(`${base}/static/otro.5e6f7a8b.js.map`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('still serves the scripts and the page', async () => {
    expect((await fetch(`${base}/main.1a2b3c4d.js`)).status).toBe(200);
    expect((await fetch(`${base}/remotes/learning/remoteEntry.js`)).status).toBe(200);
    expect(await (await fetch(`${base}/aprende`)).text()).toContain('PipCrafters');
  });
});
