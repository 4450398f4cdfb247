import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AssistantConversationSummary, AssistantName } from '@pipcrafters/contracts';
import { ASSISTANT_PROFILES } from '@pipcrafters/contracts';
import {
  Alert,
  assistantApi,
  assistantKeys,
  Button,
  Card,
  Empty,
  Flex,
  formatDateTime,
  LazyPopconfirm,
  Modal,
  Pagination,
  Skeleton,
  Text,
  useToast,
} from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [removingAll, setRemovingAll] = useState(false);
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

  const removeAll = () => {
    setRemovingAll(true);
    return assistantApi
      .removeAll()
      .then(() => {
        setConfirmingAll(false);
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
      )
      .finally(() => setRemovingAll(false));
  };

  const conversations = list.data ?? [];
  const pages = Math.max(1, Math.ceil(conversations.length / CONVERSATIONS_PAGE_SIZE));
  const shown = conversations.slice(
    (Math.min(page, pages) - 1) * CONVERSATIONS_PAGE_SIZE,
    Math.min(page, pages) * CONVERSATIONS_PAGE_SIZE,
  );

  let body: ReactNode;
  if (list.isPending) body = <Skeleton rows={4} />;
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
      <Empty description={`Aún no has hablado con ${name}. Tu primera pregunta empieza una conversación.`} />
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
                borderRadius: 6,
                background: selected ? 'var(--pc-primary-bg)' : undefined,
              }}
              data-testid="conversation-item"
            >
              <Button
                variant="text"
                onClick={() => onSelect(conversation.id)}
                aria-current={selected ? 'true' : undefined}
                style={{ flex: 1, minWidth: 0, height: 'auto', padding: '6px 8px', textAlign: 'start' }}
              >
                <Flex vertical style={{ minWidth: 0, width: '100%' }}>
                  <Text strong={selected} ellipsis>
                    {title}
                  </Text>
                  <Text secondary style={{ fontSize: 12 }}>
                    {conversation.messageCount} {conversation.messageCount === 1 ? 'mensaje' : 'mensajes'} ·{' '}
                    {formatDateTime(conversation.updatedAt)}
                  </Text>
                </Flex>
              </Button>
              <DeleteConversation
                title={title}
                onConfirm={() => remove.mutateAsync(conversation.id).catch(() => undefined)}
              />
            </li>
          );
        })}
      </ul>
    );

  return (
    <Card
      title="Conversaciones"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => onSelect(null)} disabled={selectedId === null}>
          Nueva conversación
        </Button>
      }
    >
      {body}
      {pages > 1 ? (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Pagination
            size="small"
            current={Math.min(page, pages)}
            pageSize={CONVERSATIONS_PAGE_SIZE}
            total={conversations.length}
            onChange={setPage}
          />
        </Flex>
      ) : null}
      {conversations.length > 0 ? (
        <Button
          danger
          variant="link"
          onClick={() => setConfirmingAll(true)}
          style={{ marginTop: 8, paddingInline: 0 }}
        >
          Borrar todas las conversaciones
        </Button>
      ) : null}
      <Modal
        open={confirmingAll}
        title="¿Borrar todas tus conversaciones?"
        onCancel={() => setConfirmingAll(false)}
        width={416}
        footer={
          <>
            <Button onClick={() => setConfirmingAll(false)}>Cancelar</Button>
            <Button variant="primary" danger loading={removingAll} onClick={() => void removeAll()}>
              Borrar todas
            </Button>
          </>
        }
      >
        Se borrarán todas tus conversaciones con Alvaro y con Clara. No se puede deshacer.
      </Modal>
    </Card>
  );
}

/** A conversation's delete button: it asks first in antd's Popconfirm, downloaded with the first press. */
function DeleteConversation({ title, onConfirm }: { title: string; onConfirm: () => Promise<unknown> }) {
  return (
    <LazyPopconfirm
      variant="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Borrar la conversación «${title}»`}
      title="¿Borrar esta conversación?"
      description="No se puede deshacer."
      okText="Borrar"
      onConfirm={onConfirm}
    />
  );
}
