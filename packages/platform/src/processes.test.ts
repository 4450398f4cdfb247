import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, freePort } from './processes.js';

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
