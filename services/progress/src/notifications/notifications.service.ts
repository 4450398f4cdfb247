import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AppNotification,
  ErrorCode,
  type NotificationPage,
  type NotificationType,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { ProgressMessages } from '../messages';
import type { ListNotificationsQuery } from './dto/list-notifications.query';
import { NotificationEntity } from './notification.entity';
import { toAppNotification } from './notification.mapper';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  /** A path inside the app it is about. */
  link?: string | null;
}

/** Every query is scoped to the caller: another user's notification is indistinguishable from a missing one. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  async list(userId: string, query: ListNotificationsQuery): Promise<NotificationPage> {
    const repository = this.dataSource.getRepository(NotificationEntity);
    const where = query.unread ? { userId, readAt: IsNull() } : { userId };
    const [rows, total] = await repository.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    const unreadCount = query.unread ? total : await repository.countBy({ userId, readAt: IsNull() });
    return {
      items: rows.map(toAppNotification),
      total,
      page: query.page,
      pageSize: query.pageSize,
      unreadCount,
    };
  }

  /** Marking twice is harmless: the first read time is kept. */
  async markRead(userId: string, id: string): Promise<AppNotification> {
    const repository = this.dataSource.getRepository(NotificationEntity);
    const notification = await repository.findOneBy({ id, userId });
    if (!notification) {
      throw new ApiException(404, ErrorCode.NOT_FOUND, ProgressMessages.notifications.notFound);
    }
    if (notification.readAt === null) {
      notification.readAt = new Date();
      await repository.update({ id, userId, readAt: IsNull() }, { readAt: notification.readAt });
    }
    return toAppNotification(notification);
  }

  async markAllRead(userId: string): Promise<number> {
    const result = await this.dataSource
      .getRepository(NotificationEntity)
      .update({ userId, readAt: IsNull() }, { readAt: new Date() });
    return result.affected ?? 0;
  }

  /**
   * Stores a notification in the caller's transaction and queues its realtime push in the same transaction, so the
   * browser hears of it only once it exists.
   */
  async create(
    manager: EntityManager,
    userId: string,
    notification: NewNotification,
  ): Promise<AppNotification> {
    const [created] = await this.createAll(manager, userId, [notification]);
    return created as AppNotification;
  }

  /** Several notifications in one INSERT (a first visit that completes missions and unlocks badges), each pushed. */
  async createAll(
    manager: EntityManager,
    userId: string,
    notifications: NewNotification[],
  ): Promise<AppNotification[]> {
    if (notifications.length === 0) return [];
    const repository = manager.getRepository(NotificationEntity);
    const saved = await repository.save(
      notifications.map((notification) =>
        repository.create({ userId, ...notification, link: notification.link ?? null, readAt: null }),
      ),
    );
    const created = saved.map(toAppNotification);
    for (const payload of created) {
      await this.bus.sendRealtime({ userId, event: 'notification:new', payload }, manager);
    }
    return created;
  }
}
