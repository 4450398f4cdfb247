import type { AppNotification } from '@pipcrafters/contracts';
import type { NotificationEntity } from './notification.entity';

export function toAppNotification(entity: NotificationEntity): AppNotification {
  return {
    id: entity.id,
    title: entity.title,
    message: entity.message,
    type: entity.type,
    unread: entity.readAt === null,
    createdAt: entity.createdAt.toISOString(),
    ...(entity.link ? { link: entity.link } : {}),
  };
}
