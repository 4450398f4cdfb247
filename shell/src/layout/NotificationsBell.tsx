import { BellOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popup, Skeleton, Text } from '@pipcrafters/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
  if (query.isPending) list = <Skeleton rows={4} />;
  else if (query.isError)
    list = (
      <Flex vertical align="center" gap={8}>
        <Text secondary>No se pudieron cargar las notificaciones.</Text>
        <Button size="small" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </Flex>
    );
  else if (items.length === 0) list = <Empty description="No tienes notificaciones." />;
  else
    list = (
      <NotificationList items={items} label="Últimas notificaciones" onNavigate={() => setOpen(false)} />
    );

  return (
    <>
      <span className="pc-badge" data-testid="notifications-dot" data-unread={unreadCount > 0}>
        <button
          type="button"
          className="pc-icon-button pc-icon-button-round"
          ref={triggerRef}
          aria-label={unreadCount > 0 ? `Notificaciones (${unreadCount} sin leer)` : 'Notificaciones'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <BellOutlined aria-hidden />
        </button>
        {unreadCount > 0 ? <span className="pc-badge-dot" aria-hidden="true" /> : null}
      </span>
      {open ? (
        <Popup
          anchorRef={triggerRef}
          panelRef={panelRef}
          anchoring="header"
          width={340}
          onDismiss={() => setOpen(false)}
          role="dialog"
          aria-label="Notificaciones"
          onKeyDown={onPanelKeyDown}
          data-testid="notifications-panel"
        >
          <Flex vertical gap={12}>
            <Flex justify="space-between" align="center" gap={8}>
              <Text strong>Notificaciones</Text>
              <Button
                variant="link"
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
        </Popup>
      ) : null}
    </>
  );
}
