import { useToast } from '@pipcrafters/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { addNotificationToCache } from '../notifications/useNotifications';
import { authApi } from '../session/auth-api';
import { useReloadUser } from '../session/SessionEvents';
import { useSessionStore } from '../session/session-store';
import { type RealtimeHandlers, startRealtime, stopRealtime } from './realtime-client';

/**
 * Keeps the realtime connection open while an ACTIVE user is signed in (it lives in the signed-in layout, which
 * unmounts on sign-out, expiry or a blocked account). A new notification goes into the cached lists and a toast;
 * a system notification (a role granted or removed...) also re-reads the account, so the menu follows at once.
 */
export function RealtimeConnection() {
  const userId = useSessionStore((state) => (state.user?.status === 'ACTIVE' ? state.user.id : null));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const reloadUser = useReloadUser();
  const handlers = useRef<RealtimeHandlers>(null as unknown as RealtimeHandlers);
  handlers.current = {
    onNotification: (notification) => {
      addNotificationToCache(queryClient, notification);
      toast({ title: notification.title, description: notification.message });
      if (notification.type === 'system') void reloadUser();
    },
    // The journal's lists are refetched when a trade changes elsewhere (another tab, an import).
    onTrade: () => void queryClient.invalidateQueries({ queryKey: ['trades'] }),
    // Any API call renews an expiring or expired access cookie (or reports the session expired).
    renewSession: () => authApi.me(),
  };

  useEffect(() => {
    if (!userId) return;
    startRealtime(userId, {
      onNotification: (notification) => handlers.current.onNotification(notification),
      onTrade: (event, trade) => handlers.current.onTrade(event, trade),
      renewSession: () => handlers.current.renewSession(),
    });
    return stopRealtime;
  }, [userId]);

  return null;
}
