import {
  BellOutlined,
  ClockCircleOutlined,
  FlagOutlined,
  InfoCircleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { AppNotification, NotificationType } from '@pipcrafters/contracts';
import { Flex, Text } from '@pipcrafters/ui';
import type { ReactNode } from 'react';
import { relativeTimeEs } from './relative-time';

const TYPE_ICONS: Record<NotificationType, ReactNode> = {
  mission: <FlagOutlined />,
  achievement: <TrophyOutlined />,
  system: <InfoCircleOutlined />,
  reminder: <ClockCircleOutlined />,
  other: <BellOutlined />,
};

const TYPE_LABELS: Record<NotificationType, string> = {
  mission: 'Misión',
  achievement: 'Logro',
  system: 'Sistema',
  reminder: 'Recordatorio',
  other: 'Aviso',
};

interface NotificationItemProps {
  notification: AppNotification;
  now: number;
  onOpen: (notification: AppNotification) => void;
}

/** One notification as a button: type icon, title, message, how long ago; opening it marks it read. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const when = relativeTimeEs(notification.createdAt, now);
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      aria-label={`${notification.unread ? 'No leída. ' : ''}${TYPE_LABELS[notification.type]}: ${notification.title}. ${notification.message}. ${when}${notification.link ? '. Abre la página' : ''}`}
      data-testid="notification-item"
      data-unread={notification.unread}
      className="pc-notification-item"
    >
      <Flex gap={10} align="flex-start">
        <span className="pc-notification-icon" aria-hidden>
          {TYPE_ICONS[notification.type] ?? TYPE_ICONS.other}
        </span>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Text strong ellipsis>
            {notification.title}
          </Text>
          <Text secondary style={{ fontSize: 13 }}>
            {notification.message}
          </Text>
          <Text secondary style={{ fontSize: 12 }}>
            {when}
          </Text>
        </Flex>
        {notification.unread ? <span className="pc-unread-dot" aria-hidden="true" /> : null}
      </Flex>
    </button>
  );
}
