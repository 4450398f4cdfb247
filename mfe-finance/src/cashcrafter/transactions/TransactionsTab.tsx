import { DeleteOutlined, DownloadOutlined, EditOutlined, TagsOutlined } from '@ant-design/icons';
import type { CashTransaction } from '@pipcrafters/contracts';
import { formatMoney, useToast } from '@pipcrafters/ui';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Button, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { cashApi, cashKeys } from '../../api/cash-api';
import { errorMessage } from '../../api/errors';
import { formatDate } from '../../format/dates';
import { formatMovement, movementTone } from '../../format/money';
import { useCashMutation } from '../../hooks/useCash';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useCashData } from '../cash-data';
import { LoadError } from '../LoadError';
import { CategoriesModal } from './CategoriesModal';
import { TransactionFiltersBar } from './TransactionFiltersBar';
import { TransactionFormModal } from './TransactionFormModal';
import { exportQuery, hasFilters, type TransactionFilters, transactionQuery } from './transaction-filters';

/**
 * Movimientos: the filtered list, newest first and paged by cursor, with edit, delete, categories and the CSV export
 * (a new movement is the page's button, on every tab).
 */
export function TransactionsTab() {
  const { accountName, categoryName, accounts } = useCashData();
  const { toast } = useToast();
  const [filters, setFilters] = useState<TransactionFilters>({});
  const [editing, setEditing] = useState<CashTransaction | null | undefined>(undefined);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const applied = useDebouncedValue(filters, 300);
  const list = useInfiniteQuery({
    queryKey: cashKeys.transactions(transactionQuery(applied)),
    queryFn: ({ pageParam, signal }) => cashApi.transactions(transactionQuery(applied, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const remove = useCashMutation(
    (transaction: CashTransaction) => cashApi.deleteTransaction(transaction.id),
    {
      success: (_data, transaction) => ({
        title: 'Movimiento eliminado',
        description: transaction.description,
        variant: 'success',
      }),
      failure: 'No se pudo eliminar el movimiento',
    },
  );
  const exporting = useMutation({
    mutationFn: () => cashApi.exportTransactions(exportQuery(filters)),
    onError: (error) =>
      toast({ title: 'No se pudo exportar', description: errorMessage(error), variant: 'destructive' }),
  });
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const currencyOf = (id: string | null) => accounts.find((account) => account.id === id)?.currency ?? null;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<TagsOutlined />} onClick={() => setCategoriesOpen(true)}>
          Categorías
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
          Exportar CSV
        </Button>
      </Flex>
      <TransactionFiltersBar filters={filters} onChange={setFilters} />
      {list.isError ? (
        <LoadError
          title="No se pudieron cargar tus movimientos"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table<CashTransaction>
            rowKey="id"
            size="small"
            loading={list.isPending}
            dataSource={rows}
            pagination={false}
            aria-label="Movimientos"
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    hasFilters(applied)
                      ? 'Ningún movimiento cumple estos filtros.'
                      : 'Aún no hay movimientos. Añade uno con «Nuevo movimiento», arriba, o importa el extracto de tu banco en «Importar».'
                  }
                />
              ),
            }}
            columns={[
              {
                key: 'date',
                title: 'Fecha',
                render: (_v, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</span>,
              },
              {
                key: 'description',
                title: 'Descripción',
                render: (_v, row) => (
                  <Flex gap={6} wrap align="center">
                    <span style={{ overflowWrap: 'anywhere' }}>{row.description}</span>
                    {row.recurringId ? <Tag>Recurrente</Tag> : null}
                    {row.importId ? <Tag>Importado</Tag> : null}
                  </Flex>
                ),
              },
              {
                key: 'category',
                title: 'Categoría',
                render: (_v, row) =>
                  row.kind === 'transfer' ? (
                    <Typography.Text type="secondary">Transferencia</Typography.Text>
                  ) : (
                    categoryName(row.categoryId)
                  ),
              },
              {
                key: 'account',
                title: 'Cuenta',
                render: (_v, row) =>
                  row.kind === 'transfer'
                    ? `${accountName(row.accountId)} → ${accountName(row.transferAccountId)}`
                    : accountName(row.accountId),
              },
              {
                key: 'amount',
                title: 'Importe',
                align: 'right',
                render: (_v, row) => (
                  <Flex vertical align="flex-end">
                    <Typography.Text type={movementTone(row.kind)} style={{ whiteSpace: 'nowrap' }}>
                      {formatMovement(row.amount, row.currency, row.kind)}
                    </Typography.Text>
                    {row.kind === 'transfer' &&
                    row.transferAmount &&
                    currencyOf(row.transferAccountId) !== row.currency ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                        llegan {formatMoney(row.transferAmount, currencyOf(row.transferAccountId))}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                ),
              },
              {
                key: 'actions',
                title: 'Acciones',
                render: (_v, row) => (
                  <Flex gap={4}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`Editar ${row.description} del ${formatDate(row.date)}`}
                      onClick={() => setEditing(row)}
                    />
                    <Popconfirm
                      title="¿Eliminar este movimiento?"
                      description={
                        row.kind === 'transfer'
                          ? 'Se quitará de las dos cuentas. No se puede deshacer.'
                          : 'No se puede deshacer.'
                      }
                      okText="Eliminar"
                      okButtonProps={{ danger: true }}
                      cancelText="Cancelar"
                      onConfirm={() => remove.mutateAsync(row).catch(() => undefined)}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Eliminar ${row.description} del ${formatDate(row.date)}`}
                        loading={remove.isPending && remove.variables?.id === row.id}
                      />
                    </Popconfirm>
                  </Flex>
                ),
              },
            ]}
          />
        </div>
      )}
      {list.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Cargar más
          </Button>
        </Flex>
      ) : null}
      <TransactionFormModal
        open={editing !== undefined}
        transaction={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <CategoriesModal open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </Flex>
  );
}
