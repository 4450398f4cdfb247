import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertPortFree,
  freePort,
  NODE_PROCESS_FLAGS,
  nodeProcessEnv,
  nodeProcessFlags,
} from './processes.js';

const servers: Server[] = [];
const listen = (port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    servers.push(server);
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('assertPortFree', () => {
  it('lets a free port through', async () => {
    await expect(assertPortFree(await freePort(), 'gateway')).resolves.toBeUndefined();
  });

  it('refuses a port taken on 127.0.0.1, naming it in Spanish', async () => {
    const port = await freePort();
    await listen(port, '127.0.0.1');
    await expect(assertPortFree(port, 'gateway')).rejects.toThrow(
      `El puerto ${port} (gateway) ya está en uso`,
    );
  });

  it('refuses a port another program answers on ::1, where a browser opening localhost may land', async (context) => {
    const port = await freePort();
    try {
      await listen(port, '::1');
    } catch {
      context.skip(); // no IPv6 loopback on this machine
    }
    await expect(assertPortFree(port, 'gateway')).rejects.toThrow('ya está en uso');
  });
});

describe('nodeProcessFlags', () => {
  it('gives the gateway and every service a heap ceiling, and the gateway a larger young generation', () => {
    expect(nodeProcessFlags('gateway', {})).toEqual([
      ...NODE_PROCESS_FLAGS,
      '--max-semi-space-size=8',
      '--max-old-space-size=128',
    ]);
    for (const service of [
      'identity',
      'journal',
      'learning',
      'progress',
      'strategies',
      'community',
      'finance',
      'assistant',
    ]) {
      expect(nodeProcessFlags(service, {})).toEqual([...NODE_PROCESS_FLAGS, '--max-old-space-size=256']);
    }
  });

  it("adds the launcher environment's flags after the kept ones: every process, every service, then one", () => {
    const env = {
      PLATFORM_NODE_FLAGS: ' --heap-growing-percent=20 ',
      PLATFORM_SERVICE_FLAGS: '--max-old-space-size=256  --trace-gc',
      PLATFORM_GATEWAY_FLAGS: '--max-old-space-size=96',
      PLATFORM_JOURNAL_FLAGS: '--max-old-space-size=1024',
    };
    expect(nodeProcessFlags('gateway', env).slice(-2)).toEqual([
      '--heap-growing-percent=20',
      '--max-old-space-size=96',
    ]);
    expect(nodeProcessFlags('journal', env).slice(-5)).toEqual([
      '--max-old-space-size=256',
      '--heap-growing-percent=20',
      '--max-old-space-size=256',
      '--trace-gc',
      '--max-old-space-size=1024',
    ]);
    expect(nodeProcessFlags('finance', env).slice(-3)).toEqual([
      '--heap-growing-percent=20',
      '--max-old-space-size=256',
      '--trace-gc',
    ]);
  });
});

describe('nodeProcessEnv', () => {
  it("keeps two malloc arenas unless the launcher's environment says otherwise", () => {
    expect(nodeProcessEnv('journal', {}).MALLOC_ARENA_MAX).toBe('2');
    expect(
      nodeProcessEnv('journal', {
        MALLOC_ARENA_MAX: '1',
        MALLOC_TRIM_THRESHOLD_: '131072',
        HOME: '/root',
        MALLOC_TOP_PAD_: '',
      }),
    ).toMatchObject({ MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '131072' });
    expect(nodeProcessEnv('journal', { HOME: '/root', MALLOC_TOP_PAD_: '' })).not.toHaveProperty('HOME');
    expect(nodeProcessEnv('journal', { MALLOC_TOP_PAD_: '' })).not.toHaveProperty('MALLOC_TOP_PAD_');
  });

  it("gives identity its own: Argon2's blocks mapped apart and given back, two pool threads; the launcher's wins", () => {
    expect(nodeProcessEnv('identity', {})).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '1048576',
      UV_THREADPOOL_SIZE: '2',
    });
    expect(nodeProcessEnv('journal', {})).not.toHaveProperty('UV_THREADPOOL_SIZE');
    expect(nodeProcessEnv('identity', { MALLOC_MMAP_THRESHOLD_: '4194304' }).MALLOC_MMAP_THRESHOLD_).toBe(
      '4194304',
    );
  });
});
