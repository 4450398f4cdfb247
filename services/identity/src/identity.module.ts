import { type DynamicModule, Module } from '@nestjs/common';
import { EventBusModule } from '@pipcrafters/events';
import { CoreModule, type ServiceBootstrap, type ServiceDatabase } from '@pipcrafters/service-kit';
import cookieParser from 'cookie-parser';
import { AdminAuditLogEntity } from './audit/admin-audit-log.entity';
import { AuthModule } from './auth/auth.module';
import { IdentityEnv } from './config/identity-env';
import { CreateUsersAndRefreshTokens1763700000000 } from './migrations/1763700000000-create-users-and-refresh-tokens';
import { CreateAdminAuditLog1795240000000 } from './migrations/1795240000000-create-admin-audit-log';
import { CreateSpanishCollation1795240000001 } from './migrations/1795240000001-create-spanish-collation';
import { RequestsModule } from './requests/requests.module';
import { SeedModule } from './seed/seed.module';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SessionsModule } from './sessions/sessions.module';
import { StatsModule } from './stats/stats.module';
import { UserEntity } from './users/user.entity';
import { UsersModule } from './users/users.module';

export const SERVICE_NAME = 'identity';

export function identityDatabase(config: IdentityEnv): ServiceDatabase & { url: string } {
  return {
    url: config.DATABASE_URL,
    schema: 'identity',
    entities: [UserEntity, RefreshTokenEntity, AdminAuditLogEntity],
    migrations: [
      CreateUsersAndRefreshTokens1763700000000,
      CreateAdminAuditLog1795240000000,
      CreateSpanishCollation1795240000001,
    ],
  };
}

/** Makes the validated environment injectable everywhere as `IdentityEnv`. */
@Module({})
class ConfigHolder {}

@Module({})
export class IdentityModule {}

/** The service's root module, built from its validated environment. */
export function identityModule(config: IdentityEnv): DynamicModule {
  return {
    module: IdentityModule,
    imports: [
      CoreModule.forRoot({
        serviceName: SERVICE_NAME,
        logLevel: config.LOG_LEVEL,
        internalSecret: config.INTERNAL_SECRET,
        database: identityDatabase(config),
      }),
      EventBusModule.forRoot({ databaseUrl: config.DATABASE_URL, serviceName: SERVICE_NAME }),
      {
        module: ConfigHolder,
        global: true,
        providers: [{ provide: IdentityEnv, useValue: config }],
        exports: [IdentityEnv],
      },
      AuthModule,
      UsersModule,
      RequestsModule,
      StatsModule,
      SessionsModule,
      SeedModule,
    ],
  };
}

export const identityService: ServiceBootstrap<IdentityEnv> = {
  name: SERVICE_NAME,
  env: IdentityEnv,
  module: identityModule,
  database: identityDatabase,
  configure: (app) => {
    app.use(cookieParser());
  },
};
