import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startExtraGateway } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const SOURCES = JSON.stringify({ version: 3, sourcesContent: ['export const secreto = "código fuente";'] });

describe('source maps through the gateway (own build folder)', () => {
  let root: string;
  let gateway: Awaited<ReturnType<typeof startExtraGateway>>;

  beforeAll(async () => {
    // A build that holds maps anyway (another tool, an old build): the gateway must not hand them out.
    root = mkdtempSync(join(tmpdir(), 'pipcrafters-maps-'));
    const shell = join(root, 'shell', 'dist');
    const admin = join(root, 'mfe-admin', 'dist');
    mkdirSync(shell, { recursive: true });
    mkdirSync(admin, { recursive: true });
    writeFileSync(join(shell, 'index.html'), '<!doctype html><title>PipCrafters</title>');
    writeFileSync(join(shell, 'main.1a2b3c4d.js'), 'console.log(1)');
    writeFileSync(join(shell, 'main.1a2b3c4d.js.map'), SOURCES.repeat(200));
    writeFileSync(join(admin, 'mf-manifest.json'), '{}');
    writeFileSync(join(admin, '3448.5eec1902.js'), 'console.log(2)');
    writeFileSync(join(admin, '3448.5eec1902.js.map'), SOURCES);
    gateway = await startExtraGateway(stack, { STATIC_ROOT: root });
  });

  afterAll(async () => {
    await gateway?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404 for every *.map, present or not, compressed or not, never with the sources or the page', async () => {
    for (const path of [
      '/main.1a2b3c4d.js.map',
      '/main.1a2b3c4d.js.MAP',
      '/main.1a2b3c4d.js.m%61p',
      '/static/otro.5e6f7a8b.js.map',
      '/remotes/admin/3448.5eec1902.js.map',
      '/remotes/learning/remoteEntry.js.map',
    ]) {
      for (const encoding of ['identity', 'gzip, br']) {
        const response = await fetch(`${gateway.url}${path}`, { headers: { 'accept-encoding': encoding } });
        const body = await response.text();
        expect(response.status, `${path} (${encoding})`).toBe(404);
        expect(response.headers.get('content-type'), path).toContain('text/plain');
        expect(body, path).not.toContain('secreto');
        expect(body, path).not.toContain('PipCrafters');
      }
    }
  });

  it('still serves the scripts beside them and the page', async () => {
    expect((await fetch(`${gateway.url}/main.1a2b3c4d.js`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/remotes/admin/3448.5eec1902.js`)).status).toBe(200);
    const page = await fetch(`${gateway.url}/admin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('PipCrafters');
  });
});
