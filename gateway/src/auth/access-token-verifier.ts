import { createPublicKey } from 'node:crypto';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import passport from 'passport';
import { accessTokenFrom } from './access-token';
import { JWT_STRATEGY, JwtStrategy } from './jwt.strategy';

export interface AccessTokenVerifierOptions {
  /** How many verified tokens are remembered (least recently used ones go first). */
  max?: number;
}

export interface VerifiedAccessToken {
  claims: AccessTokenClaims;
  /** Expiry of the token in milliseconds since the epoch (identity always sets `exp`). */
  expiresAt?: number;
}

type Remembered = VerifiedAccessToken & { expiresAt: number };

const DEFAULT_MAX_TOKENS = 10_000;

/**
 * The access token of a request, verified by passport-jwt the first time it is seen and then remembered, keyed by
 * the whole token string (signature included), until it expires. A verified token's signature and claims cannot
 * change, so a remembered answer is the answer a new verification would give; a token whose `exp` has passed is
 * verified again (and refused). Revocation is not the token's business: the session check covers it.
 */
export class AccessTokenVerifier {
  private readonly cache: LRUCache<string, Remembered>;

  constructor(publicKeyPem: string, options: AccessTokenVerifierOptions = {}) {
    // Registers the strategy with passport; parsing the PEM once is most of what a verification costs.
    new JwtStrategy(createPublicKey(publicKeyPem));
    this.cache = new LRUCache<string, Remembered>({ max: options.max ?? DEFAULT_MAX_TOKENS });
  }

  /** The claims of the request's access token when it is valid now, otherwise undefined. */
  async verify(request: Request): Promise<AccessTokenClaims | undefined> {
    const token = accessTokenFrom(request);
    return token ? (await this.verifyToken(token))?.claims : undefined;
  }

  /** An access token however it arrived (HTTP request, socket handshake), checked the same way. */
  async verifyToken(token: string): Promise<VerifiedAccessToken | undefined> {
    const now = Date.now();
    const known = this.cache.get(token);
    if (known) {
      if (known.expiresAt > now) return known;
      this.cache.delete(token);
    }
    const claims = await this.authenticate(token);
    if (!claims) return undefined;
    const exp = (claims as { exp?: unknown }).exp;
    const verified = {
      claims: Object.freeze(claims),
      expiresAt: typeof exp === 'number' ? exp * 1000 : undefined,
    };
    // Only tokens that say when they end are remembered.
    if (verified.expiresAt !== undefined && verified.expiresAt > now) {
      this.cache.set(token, { ...verified, expiresAt: verified.expiresAt });
    }
    return verified;
  }

  get size(): number {
    return this.cache.size;
  }

  /**
   * Runs the passport-jwt strategy on the token alone, presented as a bearer request: with a callback, passport
   * answers through it and never touches a response.
   */
  private authenticate(token: string): Promise<AccessTokenClaims | undefined> {
    const request = { headers: { authorization: `Bearer ${token}` } };
    return new Promise((resolve) => {
      const middleware = passport.authenticate(
        JWT_STRATEGY,
        { session: false },
        (error: unknown, user: AccessTokenClaims | false) => resolve(error || !user ? undefined : user),
      );
      middleware(request, undefined, () => resolve(undefined));
    });
  }
}
