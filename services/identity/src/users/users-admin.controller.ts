import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AdminUser, Page } from '@pipcrafters/contracts';
import { CurrentUser, Roles, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
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
    @CurrentUser() actor: SignedInUser,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.grantAdmin(id, actor.userId) };
  }

  @Delete(':id/admin')
  async removeAdmin(
    @Param('id', UuidParam) id: string,
    @CurrentUser() actor: SignedInUser,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.removeAdmin(id, actor.userId) };
  }

  @Post(':id/suspend')
  @HttpCode(200)
  async suspend(
    @Param('id', UuidParam) id: string,
    @CurrentUser() actor: SignedInUser,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.suspend(id, actor.userId) };
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  async reactivate(
    @Param('id', UuidParam) id: string,
    @CurrentUser() actor: SignedInUser,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.reactivate(id, actor.userId) };
  }
}
