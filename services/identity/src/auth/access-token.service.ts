import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@pipcrafters/contracts';
import type { UserEntity } from '../users/user.entity';

/** Signs the short-lived RS256 access tokens the gateway verifies (options set in AuthModule). */
@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(user: UserEntity, sessionId: string): string {
    const claims: AccessTokenClaims = {
      sub: user.id,
      email: user.email,
      roles: user.roles,
      status: user.status,
      sid: sessionId,
    };
    return this.jwt.sign(claims);
  }
}
