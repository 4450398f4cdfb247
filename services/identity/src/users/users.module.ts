import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminActorGuard } from './admin-actor.guard';
import { KnownUsers } from './known-users';
import { UserEntity } from './user.entity';
import { UserNamesService } from './user-names.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { UsersAdminController } from './users-admin.controller';
import { UsersAdminService } from './users-admin.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), SessionsModule, AuditModule],
  controllers: [UsersController, UsersAdminController],
  providers: [
    UsersService,
    UsersAdminService,
    UserNamesService,
    AdminActorGuard,
    { provide: KnownUsers, useFactory: () => new KnownUsers() },
  ],
  exports: [UsersService, UsersAdminService, UserNamesService, AdminActorGuard],
})
export class UsersModule {}
