import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import type { Request } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { ACCESS_TOKEN_VERIFY_OPTIONS, accessTokenFrom, isAccessTokenClaims } from './access-token';

/** Reads a valid access token on a public route (where the guard verified nothing), or nothing. */
@Injectable()
export class AccessTokenReader {
  private readonly jwt: JwtService;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.jwt = new JwtService({ publicKey: config.jwtPublicKey, verifyOptions: ACCESS_TOKEN_VERIFY_OPTIONS });
  }

  verifiedClaims(request: Request): AccessTokenClaims | undefined {
    const token = accessTokenFrom(request);
    if (!token) return undefined;
    try {
      const claims: unknown = this.jwt.verify(token);
      return isAccessTokenClaims(claims) ? claims : undefined;
    } catch {
      return undefined;
    }
  }
}
