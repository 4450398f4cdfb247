import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AssistantConversationSummary, AssistantName } from '@pipcrafters/contracts';
import { ASSISTANT_PROFILES } from '@pipcrafters/contracts';
import { assistantApi, assistantKeys, formatDateTime, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Modal,
  Pagination,
  Popconfirm,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../api/errors';

/** Conversations a page of the list shows. */
export const CONVERSATIONS_PAGE_SIZE = 8;

/** A conversation's name in the list: its title (the first question), or a placeholder before it has one. */
export function conversationTitle(conversation: Pick<AssistantConversationSummary, 'title'>): string {
  return conversation.title.trim() || 'Conversación sin preguntas';
}

interface ConversationListProps {
  assistant: AssistantName;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Every conversation, with both assistants, was deleted. */
  onDeletedAll: () => void;
}

/** The history with one assistant, newest first: open one, start a new one, delete one or all (after asking). */
export function ConversationList({ assistant, selectedId, onSelect, onDeletedAll }: ConversationListProps) {
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const name = ASSISTANT_PROFILES[assistant].displayName;
  const list = useQuery({
    queryKey: assistantKeys.list(assistant),
    queryFn: ({ signal }) => assistantApi.conversations(assistant, signal),
  });

  const remove = useMutation({
    mutationFn: (id: string) => assistantApi.remove(id),
    onSuccess: (_nothing, id) => {
      if (id === selectedId) onSelect(null);
      queryClient.removeQueries({ queryKey: assistantKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: assistantKeys.lists() });
      toast({ title: 'Conversación borrada', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo borrar la conversación',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  const removeAll = () =>
    modal.confirm({
      title: '¿Borrar todas tus conversaciones?',
      content: 'Se borrarán todas tus conversaciones con Alvaro y con Clara. No se puede deshacer.',
      okText: 'Borrar todas',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        assistantApi
          .removeAll()
          .then(() => {
            onDeletedAll();
            queryClient.removeQueries({ queryKey: ['assistant', 'conversation'] });
            void queryClient.invalidateQueries({ queryKey: assistantKeys.lists() });
            setPage(1);
            toast({ title: 'Conversaciones borradas', variant: 'success' });
          })
          .catch((error: unknown) =>
            toast({
              title: 'No se pudieron borrar las conversaciones',
              description: errorMessage(error),
              variant: 'destructive',
            }),
          ),
    });

  const conversations = list.data ?? [];
  const pages = Math.max(1, Math.ceil(conversations.length / CONVERSATIONS_PAGE_SIZE));
  const shown = conversations.slice(
    (Math.min(page, pages) - 1) * CONVERSATIONS_PAGE_SIZE,
    Math.min(page, pages) * CONVERSATIONS_PAGE_SIZE,
  );

  let body: ReactNode;
  if (list.isPending) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (list.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title="No se pudieron cargar tus conversaciones"
        description={errorMessage(list.error)}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else if (conversations.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`Aún no has hablado con ${name}. Tu primera pregunta empieza una conversación.`}
      />
    );
  else
    body = (
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {shown.map((conversation) => {
          const selected = conversation.id === selectedId;
          const title = conversationTitle(conversation);
          return (
            <li
              key={conversation.id}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                borderRadius: token.borderRadius,
                background: selected ? token.colorPrimaryBg : undefined,
              }}
              data-testid="conversation-item"
            >
              <Button
                type="text"
                onClick={() => onSelect(conversation.id)}
                aria-current={selected ? 'true' : undefined}
                style={{ flex: 1, minWidth: 0, height: 'auto', padding: '6px 8px', textAlign: 'start' }}
              >
                <Flex vertical style={{ minWidth: 0, width: '100%' }}>
                  <Typography.Text strong={selected} ellipsis>
                    {title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {conversation.messageCount} {conversation.messageCount === 1 ? 'mensaje' : 'mensajes'} ·{' '}
                    {formatDateTime(conversation.updatedAt)}
                  </Typography.Text>
                </Flex>
              </Button>
              <Popconfirm
                title="¿Borrar esta conversación?"
                description="No se puede deshacer."
                okText="Borrar"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => remove.mutateAsync(conversation.id).catch(() => undefined)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Borrar la conversación «${title}»`}
                />
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
          Conversaciones
        </Typography.Title>
        <Button icon={<PlusOutlined />} onClick={() => onSelect(null)} disabled={selectedId === null}>
          Nueva conversación
        </Button>
      </Flex>
      {body}
      {pages > 1 ? (
        <Pagination
          simple
          size="small"
          align="center"
          style={{ marginTop: 12 }}
          current={Math.min(page, pages)}
          pageSize={CONVERSATIONS_PAGE_SIZE}
          total={conversations.length}
          onChange={setPage}
        />
      ) : null}
      {conversations.length > 0 ? (
        <Button danger type="link" onClick={removeAll} style={{ marginTop: 8, paddingInline: 0 }}>
          Borrar todas las conversaciones
        </Button>
      ) : null}
      {modalHolder}
    </Card>
  );
}
