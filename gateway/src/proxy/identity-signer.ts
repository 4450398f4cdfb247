import type { GatewayIdentityClaims } from '@pipcrafters/contracts';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import { LRUCache } from 'lru-cache';

export interface IdentitySignerOptions {
  /** Lifetime of each signed identity. */
  ttlSeconds?: number;
  /** How long one signed identity is handed out again; well under its lifetime, so it always has time left. */
  reuseMs?: number;
  /** How many distinct identities are remembered. */
  max?: number;
  now?: () => number;
}

interface Signed {
  token: string;
  reuseUntil: number;
}

/**
 * Signs the identity the gateway forwards (HS256, short-lived). Signing costs more than the rest of a proxied
 * request, so the same identity (same user, e-mail, roles, status and session) gets the same token for a few
 * seconds: with the defaults a forwarded token always has at least 45 of its 60 seconds left.
 */
export class IdentitySigner {
  private readonly ttlSeconds: number;
  private readonly reuseMs: number;
  private readonly now: () => number;
  private readonly cache: LRUCache<string, Signed>;
  private readonly byObject = new WeakMap<GatewayIdentityClaims, Signed>();

  constructor(
    private readonly secret: string,
    options: IdentitySignerOptions = {},
  ) {
    this.ttlSeconds = options.ttlSeconds ?? 60;
    this.reuseMs = options.reuseMs ?? 15_000;
    if (this.reuseMs >= this.ttlSeconds * 1000) throw new Error('reuseMs must be shorter than the lifetime');
    this.now = options.now ?? Date.now;
    this.cache = new LRUCache<string, Signed>({ max: options.max ?? 10_000 });
  }

  sign(identity: GatewayIdentityClaims): string {
    // A frozen identity (the guard's, reused while the session holds) is known by the object itself.
    const frozen = Object.isFrozen(identity);
    if (frozen) {
      const known = this.byObject.get(identity);
      if (known && known.reuseUntil > this.now()) return known.token;
    }
    // Only the claims the services read, so nothing else (iat, exp of an access token...) is ever signed.
    const claims: GatewayIdentityClaims = {
      sub: identity.sub,
      email: identity.email,
      roles: [...identity.roles],
      status: identity.status,
      sid: identity.sid,
      bearer: identity.bearer === true ? true : undefined,
    };
    const key = JSON.stringify([
      claims.sub,
      claims.email,
      claims.roles,
      claims.status,
      claims.sid,
      claims.bearer,
    ]);
    const now = this.now();
    const known = this.cache.get(key);
    if (known && known.reuseUntil > now) {
      if (frozen) this.byObject.set(identity, known);
      return known.token;
    }
    for (const name of Object.keys(claims) as (keyof GatewayIdentityClaims)[]) {
      if (claims[name] === undefined) delete claims[name];
    }
    const token = signGatewayIdentity(claims, this.secret, this.ttlSeconds);
    const signed = { token, reuseUntil: now + this.reuseMs };
    this.cache.set(key, signed);
    if (frozen) this.byObject.set(identity, signed);
    return token;
  }
}
