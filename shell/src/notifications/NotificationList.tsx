import type { AppNotification } from '@pipcrafters/contracts';
import { useNavigate } from 'react-router-dom';
import { NotificationItem } from './NotificationItem';
import { useMarkNotificationRead, useNow } from './useNotifications';

/** A notification's link, when it is a path inside the app (never another origin). */
export const internalLink = (link: string | undefined): string | null =>
  link?.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;

/**
 * Notifications newest first; relative times renew every minute; opening one marks it read and, when it is about
 * a page (a post commented on), goes there (`onNavigate` lets the bell close its panel).
 */
export function NotificationList({
  items,
  label,
  onNavigate,
}: {
  items: AppNotification[];
  label: string;
  onNavigate?: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const now = useNow();
  const navigate = useNavigate();
  const open = (notification: AppNotification) => {
    if (notification.unread) markRead.mutate(notification.id);
    const link = internalLink(notification.link);
    if (link) {
      onNavigate?.();
      navigate(link);
    }
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
