import { Injectable } from '@nestjs/common';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import type { Request } from 'express';
import { accessTokenFrom } from './access-token';
import { AccessTokenVerifier } from './access-token-verifier';

/** Reads a valid access token on a public route (where the guard verified nothing), or nothing. */
@Injectable()
export class AccessTokenReader {
  constructor(private readonly tokens: AccessTokenVerifier) {}

  verifiedClaims(request: Request): AccessTokenClaims | undefined {
    const token = accessTokenFrom(request);
    return token ? this.tokens.verify(token) : undefined;
  }
}
