import {
  BellOutlined,
  ClockCircleOutlined,
  FlagOutlined,
  InfoCircleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { AppNotification, NotificationType } from '@pipcrafters/contracts';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { Text } from '../app/Text';
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
  const { token } = theme.useToken();
  const when = relativeTimeEs(notification.createdAt, now);
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      aria-label={`${notification.unread ? 'No leída. ' : ''}${TYPE_LABELS[notification.type]}: ${notification.title}. ${notification.message}. ${when}${notification.link ? '. Abre la página' : ''}`}
      data-testid="notification-item"
      data-unread={notification.unread}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        padding: '10px 12px',
        border: 'none',
        borderRadius: token.borderRadius,
        background: notification.unread ? token.colorFillTertiary : 'transparent',
        color: token.colorText,
        cursor: 'pointer',
        font: 'inherit',
      }}
    >
      <Flex gap={10} align="flex-start">
        <span style={{ color: token.colorPrimary, fontSize: 16, marginTop: 2 }} aria-hidden>
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
