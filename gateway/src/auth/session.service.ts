import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { GATEWAY_IDENTITY_HEADER, SESSION_CHANGES_CHANNEL, type SessionState } from '@pipcrafters/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { IdentitySigner } from '../proxy/identity-signer';
import { Upstreams } from '../proxy/upstreams';
import type { ChannelListener, FollowedChannel } from '../realtime/adapter-connections';
import { SessionCache, type SessionChange } from './session-cache';
import { SessionChangeFeed } from './session-changes';

/** How long a session's state is trusted while identity's announcements of changes may be missed. */
const SESSION_TTL_MS = 5_000;
/** How long while they are heard: each change drops it as it commits (SessionChangeFeed). */
const FOLLOWED_SESSION_TTL_MS = 60_000;
const MAX_SESSIONS = 50_000;
const LOOKUP_TIMEOUT_MS = 3_000;

export class SessionLookupError extends Error {
  constructor(readonly statusCode: number) {
    super(`identity respondió ${statusCode} al consultar una sesión`);
  }
}

/**
 * Identity's current view of a session, cached so that every request need not ask: for a minute while identity's
 * announcements of changes are heard (`followChanges`), for a few seconds otherwise.
 */
@Injectable()
export class SessionService implements OnApplicationShutdown {
  private readonly cache: SessionCache;
  private readonly feed: SessionChangeFeed;
  private readonly logger = new Logger(SessionService.name);
  private readonly changeListeners = new Set<(change: SessionChange) => void>();

  constructor(
    private readonly upstreams: Upstreams,
    private readonly signer: IdentitySigner,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.cache = new SessionCache({
      ttlMs: SESSION_TTL_MS,
      followedTtlMs: FOLLOWED_SESSION_TTL_MS,
      max: MAX_SESSIONS,
      lookup: (sid) => this.lookup(sid),
    });
    this.feed = new SessionChangeFeed(
      {
        changed: (change) => {
          this.cache.changed(change);
          for (const listener of this.changeListeners) listener(change);
        },
        follow: (followed) => this.cache.follow(followed),
      },
      {
        onSilence: (timeoutMs) =>
          this.logger.warn(
            `Los cambios de sesión de identity no llegan (latido sin respuesta en ${timeoutMs} ms): se reconecta.`,
          ),
      },
    );
  }

  /** Hears identity's session changes on `source`'s listening connection (the realtime adapter's). */
  followChanges(source: { follow(channel: string, listener: ChannelListener): FollowedChannel }): void {
    this.feed.start(source, SESSION_CHANGES_CHANNEL);
  }

  /** Calls `listener` with every change identity announces (the realtime gateway checks the sockets it names). */
  onChange(listener: (change: SessionChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onApplicationShutdown(): void {
    this.feed.stop();
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
      !Array.isArray(state.roles) ||
      (state.expiresAt != null &&
        (typeof state.expiresAt !== 'string' || Number.isNaN(Date.parse(state.expiresAt))))
    ) {
      throw new SessionLookupError(502);
    }
    return state;
  }
}
