import { NOTIFICATIONS_DEFAULT_PAGE_SIZE } from '@pipcrafters/contracts';
import { PageHeading } from '@pipcrafters/ui';
import { Button, Card, Empty, Flex, Pagination, Result, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { NotificationList } from '../notifications/NotificationList';
import { useMarkAllNotificationsRead, useNotifications } from '../notifications/useNotifications';

type Filter = 'all' | 'unread';

/** Every notification, newest first, with paging and an unread filter. */
export function NotificationsPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const query = useNotifications({
    page,
    pageSize: NOTIFICATIONS_DEFAULT_PAGE_SIZE,
    unread: filter === 'unread',
  });
  const markAllRead = useMarkAllNotificationsRead();
  const data = query.data;

  let body = null;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError && !data)
    body = (
      <Result
        status="error"
        title="No se pudieron cargar las notificaciones"
        subTitle={query.error.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else if (!data || data.items.length === 0)
    body = (
      <Empty
        description={
          filter === 'unread' ? 'No tienes notificaciones sin leer.' : 'No tienes notificaciones por ahora.'
        }
      />
    );
  else body = <NotificationList items={data.items} label="Notificaciones" />;

  return (
    <>
      <PageHeading
        title="Notificaciones"
        description="Avisos sobre tus misiones, logros y cuenta."
        extra={
          <Button
            disabled={!data || data.unreadCount === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Marcar todas como leídas
          </Button>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <Segmented<Filter>
            aria-label="Filtrar notificaciones"
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'Todas' },
              { value: 'unread', label: `No leídas${data ? ` (${data.unreadCount})` : ''}` },
            ]}
          />
          {body}
          {data && data.total > data.pageSize ? (
            <Pagination
              align="center"
              current={page}
              pageSize={data.pageSize}
              total={data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </Flex>
      </Card>
    </>
  );
}
