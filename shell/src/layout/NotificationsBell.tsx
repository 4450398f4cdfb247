import { BellOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popover, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Text } from '../app/Text';
import { NotificationList } from '../notifications/NotificationList';
import { useMarkAllNotificationsRead, useNotifications } from '../notifications/useNotifications';
import { usePopoverFocus } from './usePopoverFocus';

/** The bell lists the latest few; the full list with paging is /notifications. */
const BELL_PAGE = { page: 1, pageSize: 5, unread: false } as const;

export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const { panelRef, triggerRef, onPanelKeyDown } = usePopoverFocus(open, setOpen);
  const navigate = useNavigate();
  const query = useNotifications(BELL_PAGE);
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = query.data?.unreadCount ?? 0;
  const items = query.data?.items ?? [];

  let list = null;
  if (query.isPending) list = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (query.isError)
    list = (
      <Flex vertical align="center" gap={8}>
        <Text secondary>No se pudieron cargar las notificaciones.</Text>
        <Button size="small" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </Flex>
    );
  else if (items.length === 0)
    list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tienes notificaciones." />;
  else
    list = (
      <NotificationList items={items} label="Últimas notificaciones" onNavigate={() => setOpen(false)} />
    );

  const panel = (
    <Flex
      vertical
      gap={12}
      style={{ width: 'min(340px, calc(100vw - 32px))' }}
      data-testid="notifications-panel"
      ref={panelRef}
      onKeyDown={onPanelKeyDown}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Text strong>Notificaciones</Text>
        <Button
          type="link"
          size="small"
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          Marcar todas como leídas
        </Button>
      </Flex>
      {list}
      <Button
        block
        onClick={() => {
          setOpen(false);
          navigate('/notifications');
        }}
      >
        Ver todas las notificaciones
      </Button>
    </Flex>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <span className="pc-badge" data-testid="notifications-dot" data-unread={unreadCount > 0}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          ref={triggerRef}
          aria-label={unreadCount > 0 ? `Notificaciones (${unreadCount} sin leer)` : 'Notificaciones'}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
        {unreadCount > 0 ? <span className="pc-badge-dot" aria-hidden="true" /> : null}
      </span>
    </Popover>
  );
}
