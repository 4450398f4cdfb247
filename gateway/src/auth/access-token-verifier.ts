import { createPublicKey } from 'node:crypto';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import passport from 'passport';
import { accessTokenFrom } from './access-token';
import { JWT_STRATEGY, JwtStrategy } from './jwt.strategy';

export interface AccessTokenVerifierOptions {
  /** How many verified tokens are remembered (least recently used ones go first). */
  max?: number;
}

interface Verified {
  claims: AccessTokenClaims;
  /** Expiry of the token in milliseconds since the epoch. */
  expiresAt: number;
}

const DEFAULT_MAX_TOKENS = 10_000;

/**
 * The access token of a request, verified by passport-jwt the first time it is seen and then remembered, keyed by
 * the whole token string (signature included), until it expires. A verified token's signature and claims cannot
 * change, so a remembered answer is the answer a new verification would give; a token whose `exp` has passed is
 * verified again (and refused). Revocation is not the token's business: the session check covers it.
 */
export class AccessTokenVerifier {
  private readonly cache: LRUCache<string, Verified>;

  constructor(publicKeyPem: string, options: AccessTokenVerifierOptions = {}) {
    // Registers the strategy with passport; parsing the PEM once is most of what a verification costs.
    new JwtStrategy(createPublicKey(publicKeyPem));
    this.cache = new LRUCache<string, Verified>({ max: options.max ?? DEFAULT_MAX_TOKENS });
  }

  /** The claims of the request's access token when it is valid now, otherwise undefined. */
  async verify(request: Request, response: Response): Promise<AccessTokenClaims | undefined> {
    const token = accessTokenFrom(request);
    if (!token) return undefined;
    const now = Date.now();
    const known = this.cache.get(token);
    if (known) {
      if (known.expiresAt > now) return known.claims;
      this.cache.delete(token);
    }
    const claims = await this.authenticate(request, response);
    const exp = (claims as { exp?: unknown } | undefined)?.exp;
    // Only tokens that say when they end are remembered (identity always sets exp).
    if (claims && typeof exp === 'number' && exp * 1000 > now) {
      this.cache.set(token, { claims: Object.freeze(claims), expiresAt: exp * 1000 });
    }
    return claims;
  }

  get size(): number {
    return this.cache.size;
  }

  private authenticate(request: Request, response: Response): Promise<AccessTokenClaims | undefined> {
    return new Promise((resolve) => {
      const middleware = passport.authenticate(
        JWT_STRATEGY,
        { session: false },
        (error: unknown, user: AccessTokenClaims | false) => resolve(error || !user ? undefined : user),
      );
      middleware(request, response, () => resolve(undefined));
    });
  }
}
