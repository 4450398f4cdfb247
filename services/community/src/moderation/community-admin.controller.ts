import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { ModerationItem } from '@pipcrafters/contracts';
import { CurrentUser, Roles, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import { MembersService, type Suspension } from '../members/members.service';
import { SuspensionDto } from './dto/moderation.dto';
import { ModerationService } from './moderation.service';

/** `/api/admin/community`: the moderation queue and what admins do with it (ADMIN here too, not only at the gateway). */
@Controller('api/admin/community')
@Roles('ADMIN')
export class CommunityAdminController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly members: MembersService,
  ) {}

  @Get('queue')
  queue(): Promise<ModerationItem[]> {
    return this.moderation.queue();
  }

  @Post('posts/:id/restore')
  @HttpCode(204)
  async restorePost(@CurrentUser() admin: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.moderation.moderatePost(admin, id, 'restore');
  }

  @Post('posts/:id/hide')
  @HttpCode(204)
  async hidePost(@CurrentUser() admin: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.moderation.moderatePost(admin, id, 'hide');
  }

  @Delete('posts/:id')
  @HttpCode(204)
  async deletePost(@CurrentUser() admin: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.moderation.moderatePost(admin, id, 'delete');
  }

  @Post('comments/:id/restore')
  @HttpCode(204)
  async restoreComment(
    @CurrentUser() admin: SignedInUser,
    @Param('id', UuidParam) id: string,
  ): Promise<void> {
    await this.moderation.moderateComment(admin, id, 'restore');
  }

  @Post('comments/:id/hide')
  @HttpCode(204)
  async hideComment(@CurrentUser() admin: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.moderation.moderateComment(admin, id, 'hide');
  }

  @Delete('comments/:id')
  @HttpCode(204)
  async deleteComment(@CurrentUser() admin: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.moderation.moderateComment(admin, id, 'delete');
  }

  /** Suspends the member from posting, commenting, liking and reporting for `days` days (replacing any other). */
  @Post('members/:userId/suspension')
  @HttpCode(200)
  suspend(@Param('userId', UuidParam) userId: string, @Body() body: SuspensionDto): Promise<Suspension> {
    return this.members.suspend(userId, body.days, body.reason);
  }

  @Delete('members/:userId/suspension')
  lift(@Param('userId', UuidParam) userId: string): Promise<Suspension> {
    return this.members.lift(userId);
  }
}
