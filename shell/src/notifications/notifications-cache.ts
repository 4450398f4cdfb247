import type { AppNotification, NotificationPage } from '@pipcrafters/contracts';
import type { NotificationQuery } from './notifications-api';

/**
 * A notification that just arrived (realtime), put into one cached page: it goes on top of the first page of a list
 * it belongs to, and the counts grow, once however often it arrives.
 */
export function withNewNotification(
  page: NotificationPage,
  query: NotificationQuery,
  notification: AppNotification,
): NotificationPage {
  if (page.items.some((item) => item.id === notification.id)) return page;
  const belongs = !query.unread || notification.unread;
  const unreadCount = page.unreadCount + (notification.unread ? 1 : 0);
  if (!belongs) return { ...page, unreadCount };
  const items =
    query.page === 1 ? [notification, ...page.items].slice(0, Math.max(page.pageSize, 1)) : page.items;
  return { ...page, items, total: page.total + 1, unreadCount };
}

/** One notification marked read in a cached page (the unread filter keeps it until the next fetch). */
export function withNotificationRead(page: NotificationPage, read: AppNotification): NotificationPage {
  const before = page.items.find((item) => item.id === read.id);
  const wasUnread = before?.unread ?? false;
  return {
    ...page,
    items: page.items.map((item) => (item.id === read.id ? { ...item, ...read, unread: false } : item)),
    unreadCount: wasUnread ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
  };
}

export function withAllRead(page: NotificationPage): NotificationPage {
  return { ...page, items: page.items.map((item) => ({ ...item, unread: false })), unreadCount: 0 };
}
