import type { KeyObject } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import { Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_VERIFY_OPTIONS, accessTokenFrom, isAccessTokenClaims } from './access-token';

export const JWT_STRATEGY = 'jwt';

/**
 * passport-jwt verifies every access token the gateway has not seen yet: RS256 only, identity's issuer, this API's
 * audience, not expired. The public key is parsed once by the caller.
 */
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(publicKey: KeyObject) {
    super({
      jwtFromRequest: accessTokenFrom,
      // jsonwebtoken takes a parsed KeyObject; passport-jwt's types only name strings and buffers.
      secretOrKeyProvider: (_request, _token, done) => done(null, publicKey as unknown as Buffer),
      ...ACCESS_TOKEN_VERIFY_OPTIONS,
    });
  }

  validate(payload: unknown): AccessTokenClaims | false {
    return isAccessTokenClaims(payload) ? payload : false;
  }
}
