import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import { Strategy } from 'passport-jwt';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { ACCESS_TOKEN_VERIFY_OPTIONS, accessTokenFrom, isAccessTokenClaims } from './access-token';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super({
      jwtFromRequest: accessTokenFrom,
      secretOrKey: config.jwtPublicKey,
      ignoreExpiration: false,
      ...ACCESS_TOKEN_VERIFY_OPTIONS,
    });
  }

  validate(payload: unknown): AccessTokenClaims | false {
    return isAccessTokenClaims(payload) ? payload : false;
  }
}
