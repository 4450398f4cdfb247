import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type {
  NotificationPage,
  NotificationResponse,
  ReadAllNotificationsResponse,
} from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import { ListNotificationsQuery } from './dto/list-notifications.query';
import { NotificationsService } from './notifications.service';

/** The signed-in user's own notifications (an ACTIVE signed-in user: the default policy). */
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Query() query: ListNotificationsQuery): Promise<NotificationPage> {
    return this.notifications.list(user.userId, query);
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentUser() user: SignedInUser): Promise<ReadAllNotificationsResponse> {
    return { updated: await this.notifications.markAllRead(user.userId) };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
  ): Promise<NotificationResponse> {
    return { notification: await this.notifications.markRead(user.userId, id) };
  }
}
