import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type {
  NotificationPage,
  NotificationResponse,
  ReadAllNotificationsResponse,
} from '@pipcrafters/contracts';
import { CurrentIdentity, type Identity, UuidParam } from '@pipcrafters/service-kit';
import { ListNotificationsQuery } from './dto/list-notifications.query';
import { NotificationsService } from './notifications.service';

/** The signed-in user's own notifications (GatewayIdentityGuard guarantees an ACTIVE user with an id). */
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(
    @CurrentIdentity() identity: Identity,
    @Query() query: ListNotificationsQuery,
  ): Promise<NotificationPage> {
    return this.notifications.list(identity.userId as string, query);
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentIdentity() identity: Identity): Promise<ReadAllNotificationsResponse> {
    return { updated: await this.notifications.markAllRead(identity.userId as string) };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(
    @CurrentIdentity() identity: Identity,
    @Param('id', UuidParam) id: string,
  ): Promise<NotificationResponse> {
    return { notification: await this.notifications.markRead(identity.userId as string, id) };
  }
}
