import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
} from '@pipcrafters/contracts';
import type { Request } from 'express';

/** Only RS256 from identity, for this API, not expired: anything else is refused. */
export const ACCESS_TOKEN_VERIFY_OPTIONS = {
  algorithms: [ACCESS_TOKEN_ALGORITHM] as 'RS256'[],
  issuer: ACCESS_TOKEN_ISSUER,
  audience: ACCESS_TOKEN_AUDIENCE,
};

/**
 * The access token of a request: the bearer token when an Authorization header is sent (then the cookie is not
 * looked at, so a bearer request never rides on cookies), otherwise the httpOnly cookie.
 */
export function accessTokenFrom(request: Request): string | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match?.[1] ?? null;
  }
  const cookie = (request.cookies as Record<string, unknown> | undefined)?.[ACCESS_COOKIE];
  return typeof cookie === 'string' && cookie !== '' ? cookie : null;
}

/** The claims the gateway relies on, checked for shape (the signature is checked before). */
export function isAccessTokenClaims(payload: unknown): payload is AccessTokenClaims {
  const claims = payload as Partial<AccessTokenClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    claims.sub !== '' &&
    typeof claims.sid === 'string' &&
    claims.sid !== '' &&
    typeof claims.email === 'string'
  );
}
