import { Injectable } from '@nestjs/common';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import type { Request } from 'express';
import { AccessTokenVerifier } from './access-token-verifier';

/** Reads a valid access token on a public route (where the guard verified nothing), or nothing. */
@Injectable()
export class AccessTokenReader {
  constructor(private readonly tokens: AccessTokenVerifier) {}

  verifiedClaims(request: Request): Promise<AccessTokenClaims | undefined> {
    return this.tokens.verify(request);
  }
}
