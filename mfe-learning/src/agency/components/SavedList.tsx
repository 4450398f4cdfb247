import { DeleteOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Popconfirm, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { usePaged } from './Paged';

/** Saved items a page of the list shows. */
export const SAVED_PAGE_SIZE = 8;

interface SavedListProps<T extends { id: string }> {
  /** The card's heading: "Tus chatbots". */
  title: string;
  query: UseQueryResult<T[]>;
  /** "No se pudieron cargar tus chatbots". */
  errorTitle: string;
  /** What an empty list says, and how to fill it. */
  emptyText: string;
  selectedId: string | null;
  onSelect: (item: T) => void;
  /** The item's name, for its button and its delete confirmation. */
  nameOf: (item: T) => string;
  /** A line under the name: kind, mode, date. */
  describe: (item: T) => ReactNode;
  /** "¿Borrar este chatbot?". */
  deleteQuestion: string;
  onDelete: (item: T) => Promise<unknown>;
  extra?: ReactNode;
  /** The list's test id, so each tool's items can be found. */
  testId: string;
}

/**
 * The user's saved work of one tool, newest first, a page at a time: open one, delete one after a confirmation;
 * its loading, error (with a retry) and empty states.
 */
export function SavedList<T extends { id: string }>({
  title,
  query,
  errorTitle,
  emptyText,
  selectedId,
  onSelect,
  nameOf,
  describe,
  deleteQuestion,
  onDelete,
  extra,
  testId,
}: SavedListProps<T>) {
  const { token } = theme.useToken();
  const items = query.data ?? [];
  const { shown, pager } = usePaged(items, SAVED_PAGE_SIZE);

  let body: ReactNode;
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={errorMessage(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else if (items.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  else
    body = (
      <ul
        data-testid={testId}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {shown.map((item) => {
          const selected = item.id === selectedId;
          const name = nameOf(item);
          return (
            <li
              key={item.id}
              data-testid="saved-item"
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                borderRadius: token.borderRadius,
                background: selected ? token.colorPrimaryBg : undefined,
              }}
            >
              <Button
                type="text"
                onClick={() => onSelect(item)}
                aria-current={selected ? 'true' : undefined}
                style={{ flex: 1, minWidth: 0, height: 'auto', padding: '6px 8px', textAlign: 'start' }}
              >
                <Flex vertical style={{ minWidth: 0, width: '100%' }}>
                  <Typography.Text strong={selected} ellipsis>
                    {name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                    {describe(item)}
                  </Typography.Text>
                </Flex>
              </Button>
              <Popconfirm
                title={deleteQuestion}
                description="No se puede deshacer."
                okText="Borrar"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => onDelete(item).catch(() => undefined)}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Borrar «${name}»`} />
              </Popconfirm>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {body}
      {pager}
    </Card>
  );
}
