import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AdminUser, Page } from '@pipcrafters/contracts';
import { CurrentIdentity, type Identity, Roles, UuidParam } from '@pipcrafters/service-kit';
import { AdminActorGuard } from './admin-actor.guard';
import { ListUsersQuery } from './dto/list-users.query';
import { UsersService } from './users.service';
import { UsersAdminService } from './users-admin.service';

@Controller('api/admin/users')
@Roles('ADMIN')
@UseGuards(AdminActorGuard)
export class UsersAdminController {
  constructor(
    private readonly users: UsersService,
    private readonly admin: UsersAdminService,
  ) {}

  @Get()
  list(@Query() query: ListUsersQuery): Promise<Page<AdminUser>> {
    return this.users.list(query);
  }

  @Post(':id/admin')
  @HttpCode(200)
  async grantAdmin(
    @Param('id', UuidParam) id: string,
    @CurrentIdentity() identity: Identity,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.grantAdmin(id, identity.userId as string) };
  }

  @Delete(':id/admin')
  async removeAdmin(
    @Param('id', UuidParam) id: string,
    @CurrentIdentity() identity: Identity,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.removeAdmin(id, identity.userId as string) };
  }

  @Post(':id/suspend')
  @HttpCode(200)
  async suspend(
    @Param('id', UuidParam) id: string,
    @CurrentIdentity() identity: Identity,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.suspend(id, identity.userId as string) };
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  async reactivate(
    @Param('id', UuidParam) id: string,
    @CurrentIdentity() identity: Identity,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.reactivate(id, identity.userId as string) };
  }
}
