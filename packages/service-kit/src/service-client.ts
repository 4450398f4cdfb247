import {
  DEFAULT_GATEWAY_PORT,
  GATEWAY_IDENTITY_HEADER,
  platformPorts,
  SERVICES,
  serviceUrlVariable,
} from '@pipcrafters/contracts';
import { type Identity, signGatewayIdentity } from './identity';

/** A read from another service that did not answer 2xx in time (the caller decides how to do without it). */
export class ServiceReadError extends Error {
  constructor(
    readonly service: string,
    readonly path: string,
    readonly status: number | null,
  ) {
    super(`La lectura ${service} ${path} falló${status === null ? '' : ` (${status})`}`);
    this.name = 'ServiceReadError';
  }
}

/**
 * Reads another service's HTTP API as the user a request is for (ARCHITECTURE.md: reads across services go
 * through the owner's API, never its schema). The identity is signed the way the gateway signs it, so the other
 * service applies the same guard and ownership checks as for a browser's call. Only the services a row of the table
 * `reads` can be reached, at their `SERVICE_<NAME>_URL`.
 */
export class ServiceClient {
  private readonly urls: Map<string, string>;

  constructor(
    private readonly serviceName: string,
    private readonly secret: string,
    env: Record<string, string | undefined> = process.env,
    private readonly timeoutMs = 2000,
  ) {
    const reads = SERVICES.find((service) => service.name === serviceName)?.reads ?? [];
    const defaults = platformPorts(DEFAULT_GATEWAY_PORT).services;
    this.urls = new Map(
      reads.map((read) => [
        read,
        (env[serviceUrlVariable(read)] || `http://127.0.0.1:${defaults[read]}`).replace(/\/+$/, ''),
      ]),
    );
  }

  async get<T>(service: string, path: string, user: Identity): Promise<T> {
    const base = this.urls.get(service);
    if (!base) throw new Error(`${this.serviceName} no declara que lee ${service} (platform.json, "reads").`);
    const token = signGatewayIdentity(
      {
        sub: user.userId,
        email: user.email,
        roles: [...user.roles],
        status: user.status,
        sid: user.sessionId,
      },
      this.secret,
    );
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { [GATEWAY_IDENTITY_HEADER]: token, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new ServiceReadError(service, path, null);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ServiceReadError(service, path, response.status);
    }
    return (await response.json()) as T;
  }
}
