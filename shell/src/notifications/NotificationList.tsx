import type { AppNotification } from '@pipcrafters/contracts';
import { NotificationItem } from './NotificationItem';
import { useMarkNotificationRead, useNow } from './useNotifications';

/** Notifications newest first; relative times renew every minute; opening an unread one marks it read. */
export function NotificationList({ items, label }: { items: AppNotification[]; label: string }) {
  const markRead = useMarkNotificationRead();
  const now = useNow();
  const open = (notification: AppNotification) => {
    if (notification.unread) markRead.mutate(notification.id);
  };
  return (
    <ul
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      {items.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} now={now} onOpen={open} />
        </li>
      ))}
    </ul>
  );
}
