import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AdminUser, BulkApproveResponse, Page } from '@pipcrafters/contracts';
import { CurrentUser, Roles, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import { AdminActorGuard } from '../users/admin-actor.guard';
import { SearchPageQuery } from '../users/dto/list-users.query';
import { UsersService } from '../users/users.service';
import { UsersAdminService } from '../users/users-admin.service';
import { BulkApproveDto } from './dto/bulk-approve.dto';
import { RejectRequestDto } from './dto/reject-request.dto';
import { RequestsAdminService } from './requests-admin.service';

/** Sign-up requests: PENDING accounts an admin approves or rejects. */
@Controller('api/admin/requests')
@Roles('ADMIN')
@UseGuards(AdminActorGuard)
export class RequestsAdminController {
  constructor(
    private readonly users: UsersService,
    private readonly admin: UsersAdminService,
    private readonly requests: RequestsAdminService,
  ) {}

  @Get()
  list(@Query() query: SearchPageQuery): Promise<Page<AdminUser>> {
    return this.users.listByStatus('PENDING', query);
  }

  /** Approves up to 100 requests; answers which were approved and which were skipped (unknown or not pending). */
  @Post('approve')
  @HttpCode(200)
  approveMany(
    @Body() body: BulkApproveDto,
    @CurrentUser() actor: SignedInUser,
  ): Promise<BulkApproveResponse> {
    return this.requests.approveMany(body.ids, actor.userId);
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(
    @Param('id', UuidParam) id: string,
    @CurrentUser() actor: SignedInUser,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.approve(id, actor.userId) };
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id', UuidParam) id: string,
    @CurrentUser() actor: SignedInUser,
    @Body() body: RejectRequestDto,
  ): Promise<{ user: AdminUser }> {
    return { user: await this.admin.reject(id, actor.userId, body.reason) };
  }
}
