import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
} from '@pipcrafters/contracts';
import { IdentityEnv } from '../config/identity-env';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccessTokenService } from './access-token.service';
import { ApplicationsService } from './applications.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthCookies } from './auth-cookies';
import { PasswordController } from './password.controller';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [
    UsersModule,
    SessionsModule,
    JwtModule.registerAsync({
      inject: [IdentityEnv],
      useFactory: (config: IdentityEnv) => ({
        privateKey: config.JWT_PRIVATE_KEY,
        publicKey: config.JWT_PUBLIC_KEY,
        signOptions: {
          algorithm: ACCESS_TOKEN_ALGORITHM,
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        },
        verifyOptions: {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
        },
      }),
    }),
  ],
  controllers: [AuthController, PasswordController],
  providers: [AuthService, AccessTokenService, ApplicationsService, AuthCookies, PasswordHasher],
  exports: [PasswordHasher],
})
export class AuthModule {}
