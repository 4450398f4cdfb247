import { CheckCircleOutlined } from '@ant-design/icons';
import type {
  CommunityAuthor,
  CommunitySuspensionInput,
  ModerationAction,
  ModerationItem,
} from '@pipcrafters/contracts';
import { formatDateTime, LinkButton, PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, List, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { adminApi, adminKeys } from '../api/admin-api';
import { errorMessage } from '../api/errors';
import { LoadError } from '../components/LoadError';
import { ModerationItemCard } from '../components/ModerationItemCard';
import { SuspendAuthorModal } from '../components/SuspendAuthorModal';
import { actionDone } from '../format/moderation';
import { useModerationQueue } from '../hooks/use-moderation-queue';

const PAGE_SIZE = 10;

type Busy = { targetId: string; action: ModerationAction | 'suspend' | 'lift' } | null;

/**
 * Moderación: the community's posts and comments reported past the threshold or held for review (a new member's
 * first post), oldest first with the held ones on top, and what an admin does with each: restore, hide, delete (after
 * confirming), or suspend its author from the community.
 */
export function ModerationPage() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const queue = useModerationQueue();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<Busy>(null);
  const [suspending, setSuspending] = useState<{ item: ModerationItem; author: CommunityAuthor } | null>(
    null,
  );

  const onError = (error: unknown) =>
    toast({
      title: 'No se pudo completar la acción',
      description: errorMessage(error),
      variant: 'destructive',
    });
  const onSettled = () => {
    setBusy(null);
    return queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };

  const moderate = useMutation({
    mutationFn: ({ item, action }: { item: ModerationItem; action: ModerationAction }) => {
      setBusy({ targetId: item.targetId, action });
      return adminApi.moderate(item, action);
    },
    onSuccess: (_data, { item, action }) =>
      toast({ title: actionDone(action, item), description: item.excerpt, variant: 'success' }),
    onError,
    onSettled,
  });
  const suspend = useMutation({
    mutationFn: ({ item, suspension }: { item: ModerationItem; suspension: CommunitySuspensionInput }) => {
      setBusy({ targetId: item.targetId, action: 'suspend' });
      return adminApi.suspendMember(item.author.id, suspension);
    },
    onSuccess: (result, { item }) => {
      setSuspending(null);
      toast({
        title: 'Autor suspendido de la comunidad',
        description: result.suspendedUntil
          ? `${item.author.name} no podrá participar hasta el ${formatDateTime(result.suspendedUntil)}.`
          : item.author.name,
        variant: 'success',
      });
    },
    onError,
    onSettled,
  });
  const lift = useMutation({
    mutationFn: (item: ModerationItem) => {
      setBusy({ targetId: item.targetId, action: 'lift' });
      return adminApi.liftSuspension(item.author.id);
    },
    onSuccess: (_data, item) =>
      toast({
        title: 'Suspensión levantada',
        description: `${item.author.name} puede volver a participar en la comunidad.`,
        variant: 'success',
      }),
    onError,
    onSettled,
  });

  const items = queue.data ?? [];
  const lastPage = Math.max(1, Math.ceil(items.length / PAGE_SIZE));

  let body: ReactNode;
  if (queue.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (queue.isError && !queue.data)
    body = (
      <LoadError
        title="No se pudo cargar la cola de moderación"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <Result
        icon={<CheckCircleOutlined />}
        title="No hay nada pendiente de revisar"
        subTitle="Aquí aparecerán los posts y comentarios reportados o retenidos para revisión."
      />
    );
  else
    body = (
      <List<ModerationItem>
        dataSource={items}
        rowKey={(item) => `${item.targetType}:${item.targetId}`}
        split={false}
        pagination={
          items.length > PAGE_SIZE
            ? {
                current: Math.min(page, lastPage),
                pageSize: PAGE_SIZE,
                onChange: setPage,
                showSizeChanger: false,
                size: 'small',
                showTotal: (total) => (total === 1 ? '1 elemento' : `${total} elementos`),
              }
            : false
        }
        renderItem={(item) => (
          <List.Item style={{ display: 'block', padding: '0 0 12px' }}>
            <ModerationItemCard
              item={item}
              busy={busy?.targetId === item.targetId ? busy.action : null}
              onModerate={(action) => moderate.mutateAsync({ item, action })}
              onSuspend={() => setSuspending({ item, author: item.author })}
              onLift={() => lift.mutateAsync(item)}
            />
          </List.Item>
        )}
      />
    );

  return (
    <>
      <PageHeading
        title="Moderación"
        description="Posts y comentarios de la comunidad reportados o retenidos para revisión. Lo que restauras vuelve a ser visible para todos; lo que ocultas solo lo ven su autor y los administradores."
        extra={<LinkButton to="/admin">Volver al panel</LinkButton>}
      />
      <Card title={items.length > 0 ? `Pendientes (${items.length})` : 'Pendientes'}>
        <Flex vertical>{body}</Flex>
      </Card>
      <SuspendAuthorModal
        author={suspending?.author ?? null}
        submitting={suspend.isPending}
        onCancel={() => setSuspending(null)}
        onConfirm={(suspension) => {
          if (suspending) suspend.mutate({ item: suspending.item, suspension });
        }}
      />
    </>
  );
}
