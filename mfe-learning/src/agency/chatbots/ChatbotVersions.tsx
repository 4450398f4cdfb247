import { HistoryOutlined } from '@ant-design/icons';
import type { ChatbotVersionSummary } from '@pipcrafters/contracts';
import { formatDateTime } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { chatbotKeys, chatbotsApi } from '../api/chatbots-api';
import { usePaged } from '../components/Paged';

const VERSIONS_PAGE_SIZE = 6;

/** A bot's versions, newest first; any earlier one can be restored (saved again as the newest). */
export function ChatbotVersions({
  chatbotId,
  restoring,
  onRestore,
}: {
  chatbotId: string;
  restoring: number | null;
  onRestore: (version: ChatbotVersionSummary) => Promise<unknown>;
}) {
  const versions = useQuery({
    queryKey: chatbotKeys.versions(chatbotId),
    queryFn: ({ signal }) => chatbotsApi.versions(chatbotId, signal),
  });
  const { shown, pager } = usePaged(versions.data ?? [], VERSIONS_PAGE_SIZE);

  let body: ReactNode;
  if (versions.isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (versions.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title="No se pudieron cargar las versiones"
        description={errorMessage(versions.error)}
        action={
          <Button size="small" onClick={() => void versions.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chatbot-versions">
        {shown.map((version) => (
          <li key={version.version} style={{ padding: '6px 0' }}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  Versión {version.version}{' '}
                  {version.current ? (
                    <Tag color="green" style={{ marginInlineStart: 4 }}>
                      Actual
                    </Tag>
                  ) : null}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                  {version.name} · {formatDateTime(version.createdAt)}
                </Typography.Text>
              </Flex>
              {version.current ? null : (
                <Popconfirm
                  title={`¿Restaurar la versión ${version.version}?`}
                  description="Se guardará como una versión nueva; las demás se conservan."
                  okText="Restaurar"
                  cancelText="Cancelar"
                  onConfirm={() => onRestore(version).catch(() => undefined)}
                >
                  <Button
                    size="small"
                    icon={<HistoryOutlined />}
                    loading={restoring === version.version}
                    aria-label={`Restaurar la versión ${version.version}`}
                  >
                    Restaurar
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    );

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Versiones
      </Typography.Title>
      {body}
      {pager}
    </Card>
  );
}
