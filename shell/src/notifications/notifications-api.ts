import { ApiError, apiFetch } from '@pipcrafters/api-client';
import {
  type NotificationPage,
  type NotificationResponse,
  type ReadAllNotificationsResponse,
} from '@pipcrafters/contracts';

export interface NotificationQuery {
  page: number;
  pageSize: number;
  unread: boolean;
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function notificationsKey(query: NotificationQuery) {
  return [...NOTIFICATIONS_KEY, query] as const;
}

export function emptyNotificationPage(query: NotificationQuery): NotificationPage {
  return { items: [], total: 0, page: query.page, pageSize: query.pageSize, unreadCount: 0 };
}

export function notificationsPath({ page, pageSize, unread }: NotificationQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (unread) params.set('unread', 'true');
  return `/api/notifications?${params}`;
}

export const notificationsApi = {
  /** A 404 means the progress service is not there yet: the list is empty rather than an error. */
  list: (query: NotificationQuery) =>
    apiFetch<NotificationPage>(notificationsPath(query)).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return emptyNotificationPage(query);
      throw error;
    }),
  markRead: (id: string) =>
    apiFetch<NotificationResponse>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
  markAllRead: () =>
    apiFetch<ReadAllNotificationsResponse>('/api/notifications/read-all', { method: 'POST' }),
};
