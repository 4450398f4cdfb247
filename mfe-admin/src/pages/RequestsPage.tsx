import { InboxOutlined } from '@ant-design/icons';
import type { AdminUser } from '@pipcrafters/contracts';
import { LinkButton, PageHeading, useToast } from '@pipcrafters/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Modal, Popconfirm, Result, Space, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { adminApi, adminKeys, DEFAULT_PAGE_SIZE, type RequestFilters, turnPage } from '../api/admin-api';
import { errorMessage } from '../api/errors';
import { AdminUsersTable, createdAtColumn, emailColumn, nameColumn } from '../components/AdminUsersTable';
import { RejectRequestModal } from '../components/RejectRequestModal';
import { bulkApproveToasts } from '../format/activity';

function useRequestDecisions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const onError = (error: unknown) =>
    toast({
      title: 'No se pudo completar la acción',
      description: errorMessage(error),
      variant: 'destructive',
    });

  const approve = useMutation({
    mutationFn: (user: AdminUser) => adminApi.approve(user.id),
    onSuccess: (_data, user) =>
      toast({
        title: 'Solicitud aprobada',
        description: `${user.firstName} ${user.lastName} ya puede usar PipCrafters.`,
        variant: 'success',
      }),
    onError,
    onSettled,
  });
  const approveMany = useMutation({
    mutationFn: (ids: string[]) => adminApi.approveMany(ids),
    onSuccess: (result) => {
      const { success, warning } = bulkApproveToasts(result);
      if (success) toast({ ...success, variant: 'success' });
      if (warning) toast({ ...warning, variant: 'warning' });
    },
    onError,
    onSettled,
  });
  const reject = useMutation({
    mutationFn: ({ user, reason }: { user: AdminUser; reason?: string }) =>
      adminApi.reject(user.id, { reason }),
    onSuccess: (_data, { user }) =>
      toast({
        title: 'Solicitud rechazada',
        description: `Se ha rechazado la solicitud de ${user.firstName} ${user.lastName}.`,
        variant: 'success',
      }),
    onError,
    onSettled,
  });
  return { approve, approveMany, reject };
}

function NoRequests({ searching }: { searching: boolean }) {
  return (
    <Result
      icon={<InboxOutlined />}
      title="No hay solicitudes pendientes"
      subTitle={
        searching
          ? 'Ninguna solicitud pendiente coincide con la búsqueda.'
          : 'Cuando alguien se registre, su solicitud aparecerá aquí para que la revises.'
      }
      data-testid="requests-empty"
    />
  );
}

/**
 * Sign-ups waiting for an admin: search, approve one or several at once (with a confirmation), or reject with an
 * optional reason.
 */
export function RequestsPage() {
  const [modal, modalHolder] = Modal.useModal();
  const [filters, setFilters] = useState<RequestFilters>({
    search: '',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [selected, setSelected] = useState<AdminUser[]>([]);
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const { approve, approveMany, reject } = useRequestDecisions();
  const requests = useQuery({
    queryKey: adminKeys.requests(filters),
    queryFn: ({ signal }) => adminApi.listRequests(filters, signal),
    placeholderData: keepPreviousData,
  });

  // After the last request of a page is decided, show the previous page instead of an empty one.
  useEffect(() => {
    if (requests.data && requests.data.items.length === 0 && filters.page > 1)
      setFilters((current) => ({ ...current, page: current.page - 1 }));
  }, [requests.data, filters.page]);

  // The selection is the ticked rows of the page on screen: a request decided by anyone (here or elsewhere), or
  // left behind by paging or searching, leaves it as soon as the list no longer shows it.
  useEffect(() => {
    if (!requests.data || requests.isPlaceholderData) return;
    const listed = new Set(requests.data.items.map((user) => user.id));
    setSelected((current) => {
      const kept = current.filter((user) => listed.has(user.id));
      return kept.length === current.length ? current : kept;
    });
  }, [requests.data, requests.isPlaceholderData]);

  const confirmBulkApprove = () => {
    const users = selected;
    modal.confirm({
      title: users.length === 1 ? 'Aprobar 1 solicitud' : `Aprobar ${users.length} solicitudes`,
      content: (
        <>
          <p>Estas personas podrán acceder a PipCrafters:</p>
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {users.map((user) => (
              <li key={user.id}>
                {user.firstName} {user.lastName} ({user.email})
              </li>
            ))}
          </ul>
        </>
      ),
      okText: 'Aprobar',
      cancelText: 'Cancelar',
      onOk: () =>
        approveMany
          .mutateAsync(users.map((user) => user.id))
          .then(() => setSelected([]))
          .catch(() => undefined),
    });
  };

  const columns: TableColumnsType<AdminUser> = [
    nameColumn,
    emailColumn,
    createdAtColumn('Fecha de solicitud'),
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, user) => (
        <Space>
          <Popconfirm
            title="Aprobar solicitud"
            description={`¿Dar acceso a ${user.firstName} ${user.lastName}?`}
            okText="Aprobar"
            cancelText="Cancelar"
            onConfirm={() => approve.mutateAsync(user).catch(() => undefined)}
          >
            <Button type="primary" aria-label={`Aprobar a ${user.email}`}>
              Aprobar
            </Button>
          </Popconfirm>
          <Button danger onClick={() => setRejecting(user)} aria-label={`Rechazar a ${user.email}`}>
            Rechazar
          </Button>
        </Space>
      ),
    },
  ];

  const empty = requests.data?.total === 0 && !requests.isError;

  return (
    <>
      <PageHeading
        title="Solicitudes"
        description="Cuentas nuevas que esperan tu aprobación para acceder a la plataforma."
        extra={<LinkButton to="/admin">Ver todos los usuarios</LinkButton>}
      />
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label="Buscar solicitudes"
            allowClear
            placeholder="Nombre o correo"
            onSearch={(search) => setFilters((current) => ({ ...current, search: search.trim(), page: 1 }))}
            style={{ width: 280 }}
          />
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={approveMany.isPending}
            onClick={confirmBulkApprove}
          >
            {selected.length > 0 ? `Aprobar seleccionadas (${selected.length})` : 'Aprobar seleccionadas'}
          </Button>
        </Flex>
        {empty ? (
          <NoRequests searching={filters.search !== ''} />
        ) : (
          <AdminUsersTable
            columns={columns}
            query={requests}
            label="Solicitudes pendientes"
            errorTitle="No se pudieron cargar las solicitudes"
            emptyText="No hay solicitudes pendientes"
            totalLabel={(total) => (total === 1 ? '1 solicitud' : `${total} solicitudes`)}
            page={filters.page}
            pageSize={filters.pageSize}
            onPageChange={(page, pageSize) => setFilters((current) => turnPage(current, page, pageSize))}
            rowSelection={{
              // One page at a time (at most 100 rows, the most one bulk approval takes).
              selectedRowKeys: selected.map((user) => user.id),
              getCheckboxProps: (user) => ({ 'aria-label': `Seleccionar a ${user.email}` }),
              onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
            }}
          />
        )}
      </Card>
      <RejectRequestModal
        applicant={rejecting}
        submitting={reject.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (!rejecting) return;
          reject.mutate({ user: rejecting, reason }, { onSuccess: () => setRejecting(null) });
        }}
      />
      {modalHolder}
    </>
  );
}
