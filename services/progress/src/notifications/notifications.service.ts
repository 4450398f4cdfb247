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

/** A row of the list's statement: the counts, and one notification of the page (all null past the last one). */
interface ListedRow {
  total: number;
  unread: number;
  id: string | null;
  type: string | null;
  title: string | null;
  message: string | null;
  link: string | null;
  read_at: Date | null;
  created_at: Date | null;
}

/** Every query is scoped to the caller: another user's notification is indistinguishable from a missing one. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  /**
   * One page of the caller's notifications with their total and unread counts, in one statement (the shell asks for
   * it on every page): the counts and the page read from the same snapshot, one round trip instead of three.
   */
  async list(userId: string, query: ListNotificationsQuery): Promise<NotificationPage> {
    const table = this.dataSource.getRepository(NotificationEntity).metadata.tablePath;
    const rows: ListedRow[] = await this.dataSource.query(
      `SELECT counts.total, counts.unread, page.id, page.type, page.title, page.message, page.link,
              page.read_at, page.created_at
         FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
                 FROM ${table} WHERE user_id = $1) counts
         LEFT JOIN LATERAL (
           SELECT id, type, title, message, link, read_at, created_at
             FROM ${table}
            WHERE user_id = $1 AND ($2::boolean IS NOT TRUE OR read_at IS NULL)
            ORDER BY created_at DESC, id DESC
           OFFSET $3 LIMIT $4
         ) page ON true`,
      [userId, query.unread ?? false, (query.page - 1) * query.pageSize, query.pageSize],
    );
    const counts = rows[0] ?? { total: 0, unread: 0 };
    return {
      items: rows
        .filter((row) => row.id !== null)
        .map((row) =>
          toAppNotification({
            id: row.id as string,
            userId,
            type: row.type as NotificationType,
            title: row.title as string,
            message: row.message as string,
            link: row.link,
            readAt: row.read_at,
            createdAt: row.created_at as Date,
          }),
        ),
      total: query.unread ? counts.unread : counts.total,
      page: query.page,
      pageSize: query.pageSize,
      unreadCount: counts.unread,
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
