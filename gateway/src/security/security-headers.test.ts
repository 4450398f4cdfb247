import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { PERMISSIONS_POLICY, REFUSED_BROWSER_FEATURES, securityHeaders } from './security-headers';

const helmetOptions = (hsts: boolean) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: contentSecurityPolicy(['https://cdn.example'], ['wss://pipcrafters.example']),
  },
  strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false as const,
  xFrameOptions: { action: 'deny' as const },
});

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function appWith(middleware: express.RequestHandler) {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_request, response) => {
    response.send('ok');
  });
  return app;
}

/** Response headers of a GET / sent with this Host (fetch cannot set Host). */
const headersOf = (url: string, host: string) =>
  new Promise<IncomingHttpHeaders>((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.headers);
    }).on('error', reject);
  });

const securityOnly = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !['date', 'etag', 'content-length', 'content-type', 'keep-alive', 'connection'].includes(name),
    ),
  );

describe('securityHeaders', () => {
  let ours: { server: Server; url: string };
  let local: { server: Server; url: string };
  let remote: { server: Server; url: string };

  beforeAll(async () => {
    ours = await listen(appWith(securityHeaders(['https://cdn.example'], ['wss://pipcrafters.example'])));
    local = await listen(appWith(helmet(helmetOptions(false))));
    remote = await listen(appWith(helmet(helmetOptions(true))));
  });

  afterAll(() => {
    for (const running of [ours, local, remote]) running?.server.close();
  });

  it('sets exactly what helmet sets plus the Permissions-Policy, HSTS only for real host names', async () => {
    const { 'permissions-policy': policy, ...mine } = securityOnly(await headersOf(ours.url, 'localhost'));
    expect(policy).toBe(PERMISSIONS_POLICY);
    expect(mine).toEqual(securityOnly(await headersOf(local.url, 'localhost')));
    expect(mine['strict-transport-security']).toBeUndefined();
    expect(mine['content-security-policy']).toContain('https://cdn.example');
    expect(mine['content-security-policy']).toContain(
      "connect-src 'self' wss://pipcrafters.example https://cdn.example",
    );

    const { 'permissions-policy': realPolicy, ...real } = securityOnly(
      await headersOf(ours.url, 'pipcrafters.example'),
    );
    expect(realPolicy).toBe(PERMISSIONS_POLICY);
    expect(real).toEqual(securityOnly(await headersOf(remote.url, 'pipcrafters.example')));
    expect(real['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses camera, microphone, geolocation, payment, USB and the other powerful features to every origin', () => {
    expect(REFUSED_BROWSER_FEATURES).toEqual(
      expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment', 'usb']),
    );
    expect(PERMISSIONS_POLICY.split(', ')).toEqual(
      REFUSED_BROWSER_FEATURES.map((feature) => `${feature}=()`),
    );
  });
});
