import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { RecurringTransaction } from '@pipcrafters/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Popconfirm, Skeleton, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { cashApi, cashKeys } from '../../api/cash-api';
import { formatDate } from '../../format/dates';
import { formatMovement, movementTone } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';
import { LoadError } from '../LoadError';
import { SectionCard } from '../SectionCard';
import { RecurringFormModal } from './RecurringFormModal';
import { recurrenceLabel } from './recurrence';
import { UpcomingList } from './UpcomingList';

const UPCOMING_DAYS = 30;

/** Recurrentes: the recurring movements (paused or active) and what they will post in the next 30 days. */
export function RecurringTab() {
  const { accountName, categoryName } = useCashData();
  const [editing, setEditing] = useState<RecurringTransaction | null | undefined>(undefined);
  const recurring = useQuery({
    queryKey: cashKeys.recurring(),
    queryFn: ({ signal }) => cashApi.recurring(signal),
  });
  const upcoming = useQuery({
    queryKey: cashKeys.upcoming(UPCOMING_DAYS),
    queryFn: ({ signal }) => cashApi.upcoming(UPCOMING_DAYS, signal),
  });
  const toggle = useCashMutation(
    (item: RecurringTransaction) => cashApi.updateRecurring(item.id, { active: !item.active }),
    {
      success: (saved) =>
        saved.active ? `${saved.description}: reanudado` : `${saved.description}: en pausa`,
      failure: 'No se pudo cambiar el recurrente',
    },
  );
  const remove = useCashMutation((item: RecurringTransaction) => cashApi.deleteRecurring(item.id), {
    success: (_data, item) => `Recurrente eliminado: ${item.description}`,
    failure: 'No se pudo eliminar el recurrente',
  });

  return (
    <Flex vertical gap={16}>
      <SectionCard
        title="Movimientos recurrentes"
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Nuevo recurrente
          </Button>
        }
      >
        {recurring.isError ? (
          <LoadError
            title="No se pudieron cargar tus recurrentes"
            error={recurring.error}
            onRetry={() => void recurring.refetch()}
          />
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <Table<RecurringTransaction>
              rowKey="id"
              size="small"
              loading={recurring.isPending}
              dataSource={recurring.data ?? []}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              aria-label="Movimientos recurrentes"
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description="Sin recurrentes. Añade tu alquiler, tu nómina o tus suscripciones y se anotarán solos cada vez que toque."
                  />
                ),
              }}
              columns={[
                {
                  key: 'description',
                  title: 'Descripción',
                  render: (_v, item) => (
                    <Flex vertical>
                      <span>{item.description}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {categoryName(item.categoryId)} · {accountName(item.accountId)}
                      </Typography.Text>
                    </Flex>
                  ),
                },
                {
                  key: 'amount',
                  title: 'Importe',
                  align: 'right',
                  render: (_v, item) => (
                    <Typography.Text type={movementTone(item.kind)} style={{ whiteSpace: 'nowrap' }}>
                      {formatMovement(item.amount, item.currency, item.kind)}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'when',
                  title: 'Cuándo',
                  render: (_v, item) => recurrenceLabel(item.frequency, item.day),
                },
                {
                  key: 'next',
                  title: 'Próxima',
                  render: (_v, item) =>
                    item.active ? (
                      formatDate(item.nextDate)
                    ) : (
                      <Typography.Text type="secondary">En pausa</Typography.Text>
                    ),
                },
                { key: 'last', title: 'Última', render: (_v, item) => formatDate(item.lastPostedDate) },
                {
                  key: 'active',
                  title: 'Activo',
                  render: (_v, item) => (
                    <Switch
                      size="small"
                      checked={item.active}
                      loading={toggle.isPending && toggle.variables?.id === item.id}
                      aria-label={`${item.description}: activo`}
                      onChange={() => toggle.mutate(item)}
                    />
                  ),
                },
                {
                  key: 'actions',
                  title: 'Acciones',
                  render: (_v, item) => (
                    <Flex gap={4}>
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={`Editar ${item.description}`}
                        onClick={() => setEditing(item)}
                      />
                      <Popconfirm
                        title={`¿Eliminar ${item.description}?`}
                        description="Los movimientos que ya anotó se quedan; no se anotarán más."
                        okText="Eliminar"
                        okButtonProps={{ danger: true }}
                        cancelText="Cancelar"
                        onConfirm={() => remove.mutateAsync(item).catch(() => undefined)}
                      >
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Eliminar ${item.description}`}
                          loading={remove.isPending && remove.variables?.id === item.id}
                        />
                      </Popconfirm>
                    </Flex>
                  ),
                },
              ]}
            />
          </div>
        )}
      </SectionCard>
      <SectionCard title={`Próximos movimientos (${UPCOMING_DAYS} días)`}>
        {upcoming.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : upcoming.isError ? (
          <LoadError
            title="No se pudieron calcular los próximos movimientos"
            error={upcoming.error}
            onRetry={() => void upcoming.refetch()}
          />
        ) : (
          <UpcomingList
            postings={upcoming.data}
            empty={`Nada previsto en los próximos ${UPCOMING_DAYS} días.`}
          />
        )}
      </SectionCard>
      <RecurringFormModal
        open={editing !== undefined}
        recurring={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Flex>
  );
}
