import type { AppNotification, NotificationPage } from '@pipcrafters/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../session/session-store';
import {
  NOTIFICATIONS_KEY,
  type NotificationQuery,
  notificationsApi,
  notificationsKey,
} from './notifications-api';
import { withAllRead, withNewNotification, withNotificationRead } from './notifications-cache';
import { RELATIVE_TIME_REFRESH_MS } from './relative-time';

/** One page of the signed-in user's notifications. */
export function useNotifications(query: NotificationQuery) {
  const active = useSessionStore((state) => state.user?.status === 'ACTIVE');
  return useQuery({
    queryKey: notificationsKey(query),
    queryFn: () => notificationsApi.list(query),
    enabled: active,
    placeholderData: (previous) => previous,
  });
}

/** Applies `change` to every cached notifications page (each filter and page). */
function updatePages(
  queryClient: QueryClient,
  change: (page: NotificationPage, query: NotificationQuery) => NotificationPage,
): void {
  for (const [key, page] of queryClient.getQueriesData<NotificationPage>({ queryKey: NOTIFICATIONS_KEY })) {
    const query = key[1] as NotificationQuery | undefined;
    if (page && query) queryClient.setQueryData(key, change(page, query));
  }
}

/** A notification pushed by the server: into every cached list at once, so the dot and the panel update. */
export function addNotificationToCache(queryClient: QueryClient, notification: AppNotification): void {
  updatePages(queryClient, (page, query) => withNewNotification(page, query, notification));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationsApi.markRead(id),
    onSuccess: ({ notification }) =>
      updatePages(queryClient, (page) => withNotificationRead(page, notification)),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onSuccess: () => {
      updatePages(queryClient, withAllRead);
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

/** The current time, renewed every minute, so relative times on screen stay true. */
export function useNow(intervalMs = RELATIVE_TIME_REFRESH_MS): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
