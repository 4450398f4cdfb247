import { createPublicKey, type KeyObject } from 'node:crypto';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { ACCESS_TOKEN_VERIFY_OPTIONS, isAccessTokenClaims } from './access-token';

export interface AccessTokenVerifierOptions {
  /** How many verified tokens are remembered (least recently used ones go first). */
  max?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

interface Verified {
  claims: AccessTokenClaims;
  /** Expiry of the token in milliseconds since the epoch. */
  expiresAt: number;
}

const DEFAULT_MAX_TOKENS = 10_000;

/**
 * Verifies access tokens (RS256 only, issuer, audience, expiry) and remembers the ones that passed, keyed by the
 * whole token string (signature included), until they expire. A verified token's signature and claims cannot
 * change, so a remembered answer is the answer a new verification would give; a token whose `exp` has passed is
 * verified again (and refused). Revocation is not the token's business: the session check covers it.
 */
export class AccessTokenVerifier {
  private readonly key: KeyObject;
  private readonly cache: LRUCache<string, Verified>;
  private readonly now: () => number;

  constructor(publicKeyPem: string, options: AccessTokenVerifierOptions = {}) {
    // Parsing the PEM is most of the cost of a verification: do it once.
    this.key = createPublicKey(publicKeyPem);
    this.now = options.now ?? Date.now;
    this.cache = new LRUCache<string, Verified>({ max: options.max ?? DEFAULT_MAX_TOKENS });
  }

  /** The token's claims when it is valid now, otherwise undefined. */
  verify(token: string): AccessTokenClaims | undefined {
    const now = this.now();
    const known = this.cache.get(token);
    if (known) {
      if (known.expiresAt > now) return known.claims;
      this.cache.delete(token);
    }
    let payload: unknown;
    try {
      payload = jwt.verify(token, this.key, {
        ...ACCESS_TOKEN_VERIFY_OPTIONS,
        clockTimestamp: Math.floor(now / 1000),
      });
    } catch {
      return undefined;
    }
    if (!isAccessTokenClaims(payload)) return undefined;
    const exp = (payload as { exp?: unknown }).exp;
    // Only tokens that say when they end are remembered (identity always sets exp).
    const claims = Object.freeze(payload);
    if (typeof exp === 'number' && exp * 1000 > now) {
      this.cache.set(token, { claims, expiresAt: exp * 1000 });
    }
    return claims;
  }

  get size(): number {
    return this.cache.size;
  }
}
