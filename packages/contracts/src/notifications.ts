import { DEFAULT_PAGE_SIZE, type Page } from './auth';

export const NOTIFICATION_TYPES = ['mission', 'achievement', 'system', 'reminder', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification as the progress service returns it (`createdAt` ISO 8601; the browser renders the relative time). */
export interface AppNotification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  unread: boolean;
  createdAt: string;
  /** The page it is about, a path inside the app (`/community/{postId}`); absent when there is none. */
  link?: string;
}

/** GET /api/notifications?page=&pageSize=&unread=true → newest first, with the caller's unread count. */
export interface NotificationPage extends Page<AppNotification> {
  unreadCount: number;
}

export const NOTIFICATIONS_DEFAULT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** POST /api/notifications/{id}/read → { notification }; POST /api/notifications/read-all → { updated }. */
export interface NotificationResponse {
  notification: AppNotification;
}

export interface ReadAllNotificationsResponse {
  updated: number;
}
