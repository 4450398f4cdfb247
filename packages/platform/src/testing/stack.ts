import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';
import { startGatewayProcess } from '../platform.js';
import { freePort, type ManagedProcess } from '../processes.js';

/** What the integration global setup shares with every test file (`inject('stack')`). */
export interface StackInfo {
  gatewayUrl: string;
  identityUrl: string;
  /** Every back-end service's own address, by name (what a gateway is pointed at). */
  serviceUrls: Record<string, string>;
  internalSecret: string;
  jwtPrivateKey: string;
  jwtPublicKey: string;
  databaseUrl: string;
  dataDir: string;
  /** Process id of each back-end process by name (services and 'gateway'), to inspect what the launcher gave it. */
  pids: Record<string, number>;
}

/**
 * Limits of the shared test gateway: high enough for the demo accounts' sign-ins from many test files in the same
 * minute, low enough for the rate-limit test to reach.
 */
export const INTEGRATION_LIMITS = {
  LOGIN_RATE_LIMIT: '30',
  LOGIN_IP_RATE_LIMIT: '1000',
  REGISTER_RATE_LIMIT: '1000',
};

/** The admin the integration stack is started with through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const INTEGRATION_ADMIN = { email: 'Jefa.Operaciones@Example.com', password: 'Jefatura-Segura-2026' };

/**
 * Starts one more gateway process for a test (other limits, a dead or slow upstream...). Settings not given
 * come from the shared stack.
 */
export async function startExtraGateway(
  stack: StackInfo,
  env: Record<string, string> = {},
): Promise<{ url: string; process: ManagedProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const gateway = await startGatewayProcess({
    port,
    internalSecret: stack.internalSecret,
    jwtPublicKey: stack.jwtPublicKey,
    databaseUrl: stack.databaseUrl,
    serviceUrls: stack.serviceUrls,
    logFile: join(stack.dataDir, 'logs', `gateway-${port}.log`),
    echo: process.env.STACK_LOGS ? 'all' : 'none',
    env: { LOG_LEVEL: 'warn', ...INTEGRATION_LIMITS, ...env },
    readyPath: '/api/config/remotes',
  });
  return { ...gateway, stop: () => gateway.process.stop() };
}

/** A browser-like client: keeps cookies per instance and sends the anti-CSRF header on writes. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const finalHeaders: Record<string, string> = { ...headers };
    if (this.cookies.size > 0 && !finalHeaders.cookie) finalHeaders.cookie = this.cookieHeader();
    if (method !== 'GET' && method !== 'HEAD' && !(CSRF_HEADER in finalHeaders))
      finalHeaders[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (body !== undefined && !finalHeaders['content-type'])
      finalHeaders['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: finalHeaders,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) =>
        /max-age=0\b|expires=thu, 01 jan 1970/i.test(attribute.trim()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
}

let counter = 0;
/** A unique e-mail for one test, so tests never share users. */
export function uniqueEmail(prefix = 'prueba'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** Runs SQL against the test database (to inspect state, never to fake it). */
export async function sql<T = Record<string, unknown>>(
  stack: StackInfo,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
