import { defineService } from '@pipcrafters/service-kit';
import cookieParser from 'cookie-parser';
import { AdminAuditLogEntity } from './audit/admin-audit-log.entity';
import { AuthModule } from './auth/auth.module';
import { IdentityEnv } from './config/identity-env';
import { CreateUsersAndRefreshTokens1763700000000 } from './migrations/1763700000000-create-users-and-refresh-tokens';
import { CreateAdminAuditLog1795240000000 } from './migrations/1795240000000-create-admin-audit-log';
import { CreateSpanishCollation1795240000001 } from './migrations/1795240000001-create-spanish-collation';
import { CreateShadowApplications1796000000000 } from './migrations/1796000000000-create-shadow-applications';
import { AddNameAnnouncedAt1796100000000 } from './migrations/1796100000000-add-name-announced-at';
import { AddUsersStatusRolesIndex1796200000000 } from './migrations/1796200000000-add-users-status-roles-index';
import { AnnounceSessionChanges1796300000000 } from './migrations/1796300000000-announce-session-changes';
import { AnnounceUserChanges1796400000000 } from './migrations/1796400000000-announce-user-changes';
import { RequestsModule } from './requests/requests.module';
import { SeedModule } from './seed/seed.module';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SessionsModule } from './sessions/sessions.module';
import { StatsModule } from './stats/stats.module';
import { USER_CHANGES_CHANNEL } from './users/known-users';
import { UserEntity } from './users/user.entity';
import { UsersModule } from './users/users.module';

/** Users, credentials, sessions, roles and the admin API; the only service that signs access tokens. */
export const service = defineService({
  name: 'identity',
  env: IdentityEnv,
  modules: [AuthModule, UsersModule, RequestsModule, StatsModule, SessionsModule, SeedModule],
  entities: [UserEntity, RefreshTokenEntity, AdminAuditLogEntity],
  migrations: [
    CreateUsersAndRefreshTokens1763700000000,
    CreateAdminAuditLog1795240000000,
    CreateSpanishCollation1795240000001,
    CreateShadowApplications1796000000000,
    AddNameAnnouncedAt1796100000000,
    AddUsersStatusRolesIndex1796200000000,
    AnnounceSessionChanges1796300000000,
    AnnounceUserChanges1796400000000,
  ],
  // Every change of an account drops it from KnownUsers as it commits.
  listen: [USER_CHANGES_CHANNEL],
  configure: (app) => {
    app.use(cookieParser());
  },
});
