import type { AppNotification } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { addNotificationToCache } from '../notifications/useNotifications';
import { authApi } from '../session/auth-api';
import { useReloadUser } from '../session/SessionEvents';
import { useSessionStore } from '../session/session-store';
import { applyXpUpdate } from '../xp/useXpProfile';
import { startRealtime, stopRealtime } from './realtime-client';
import { subscribeRealtime } from './realtime-events';

/**
 * Keeps the page's one realtime connection open while an ACTIVE user is signed in (it lives in the signed-in
 * layout, which unmounts on sign-out, expiry or a blocked account); remotes listen on it through `useRealtime`.
 * A new notification goes into the cached lists and a toast; a system notification (a role granted or removed...)
 * also re-reads the account, so the menu follows at once. A change of XP replaces the cached profile (the level).
 */
export function RealtimeConnection() {
  const userId = useSessionStore((state) => (state.user?.status === 'ACTIVE' ? state.user.id : null));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const reloadUser = useReloadUser();
  const onNotification = useRef<(notification: AppNotification) => void>(() => undefined);
  onNotification.current = (notification) => {
    addNotificationToCache(queryClient, notification);
    toast({ title: notification.title, description: notification.message });
    if (notification.type === 'system') void reloadUser();
  };

  useEffect(() => {
    if (!userId) return;
    const stopNotifications = subscribeRealtime('notification:new', (notification) =>
      onNotification.current(notification),
    );
    const stopXp = subscribeRealtime('xp:updated', (profile) => applyXpUpdate(queryClient, profile));
    // Any API call renews an expiring or expired access cookie (or reports the session expired).
    startRealtime(userId, { renewSession: () => authApi.me() });
    return () => {
      stopNotifications();
      stopXp();
      stopRealtime();
    };
  }, [userId, queryClient]);

  return null;
}
