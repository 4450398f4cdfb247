import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_IDENTITY_HEADER, type SessionState } from '@pipcrafters/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { IdentitySigner } from '../proxy/identity-signer';
import { Upstreams } from '../proxy/upstreams';
import { SessionCache } from './session-cache';

const SESSION_TTL_MS = 5_000;
const MAX_SESSIONS = 50_000;
const LOOKUP_TIMEOUT_MS = 3_000;

export class SessionLookupError extends Error {
  constructor(readonly statusCode: number) {
    super(`identity respondió ${statusCode} al consultar una sesión`);
  }
}

/** Identity's current view of a session, cached for a few seconds so that every request need not ask. */
@Injectable()
export class SessionService {
  private readonly cache: SessionCache;

  constructor(
    private readonly upstreams: Upstreams,
    private readonly signer: IdentitySigner,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.cache = new SessionCache({
      ttlMs: SESSION_TTL_MS,
      max: MAX_SESSIONS,
      lookup: (sid) => this.lookup(sid),
    });
  }

  /** The session's state, or null when identity does not know it. Rejects when identity cannot be asked. */
  state(sid: string): Promise<SessionState | null> {
    return this.cache.get(sid);
  }

  evict(sid: string): void {
    this.cache.evict(sid);
  }

  private async lookup(sid: string): Promise<SessionState | null> {
    const timeout = Math.min(this.config.upstreamTimeoutMs, LOOKUP_TIMEOUT_MS);
    const response = await this.upstreams.request('identity', {
      method: 'GET',
      path: `/internal/sessions/${encodeURIComponent(sid)}`,
      headers: {
        [GATEWAY_IDENTITY_HEADER]: this.signer.sign({ roles: [] }),
        accept: 'application/json',
      },
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    // 400: identity refuses a malformed session id, which it can only be unaware of.
    if (response.statusCode === 404 || response.statusCode === 400) {
      await response.body.dump();
      return null;
    }
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new SessionLookupError(response.statusCode);
    }
    const state = (await response.body.json()) as SessionState;
    if (
      typeof state !== 'object' ||
      state === null ||
      typeof state.active !== 'boolean' ||
      !Array.isArray(state.roles)
    ) {
      throw new SessionLookupError(502);
    }
    return state;
  }
}
