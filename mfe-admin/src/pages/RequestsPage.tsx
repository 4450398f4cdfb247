import type { AdminUser } from '@pipcrafters/contracts';
import { PageHeading } from '@pipcrafters/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminApi, adminKeys, DEFAULT_PAGE_SIZE } from '../api/admin-api';
import { errorMessage } from '../api/errors';
import { AdminUsersTable, createdAtColumn, emailColumn, nameColumn } from '../components/AdminUsersTable';
import { RejectRequestModal } from '../components/RejectRequestModal';

function useRequestDecisions() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const onError = (error: unknown) =>
    notification.error({
      title: 'No se pudo completar la acción',
      description: errorMessage(error),
      duration: 4,
    });

  const approve = useMutation({
    mutationFn: (user: AdminUser) => adminApi.approve(user.id),
    onSuccess: (_data, user) =>
      notification.success({
        title: 'Solicitud aprobada',
        description: `${user.firstName} ${user.lastName} ya puede usar PipCrafters.`,
        duration: 2,
      }),
    onError,
    onSettled,
  });
  const reject = useMutation({
    mutationFn: ({ user, reason }: { user: AdminUser; reason?: string }) =>
      adminApi.reject(user.id, { reason }),
    onSuccess: (_data, { user }) =>
      notification.success({
        title: 'Solicitud rechazada',
        description: `Se ha rechazado la solicitud de ${user.firstName} ${user.lastName}.`,
        duration: 2,
      }),
    onError,
    onSettled,
  });
  return { approve, reject };
}

/** Sign-ups waiting for an admin: approve with a confirmation, or reject with an optional reason. */
export function RequestsPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const { approve, reject } = useRequestDecisions();
  const requests = useQuery({
    queryKey: adminKeys.requests(page, pageSize),
    queryFn: ({ signal }) => adminApi.listRequests(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

  // After the last request of a page is decided, show the previous page instead of an empty one.
  useEffect(() => {
    if (requests.data && requests.data.items.length === 0 && page > 1) setPage(page - 1);
  }, [requests.data, page]);

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

  return (
    <>
      <PageHeading
        title="Solicitudes"
        description="Cuentas nuevas que esperan tu aprobación para acceder a la plataforma."
        extra={
          <Link to="/admin">
            <Button>Ver todos los usuarios</Button>
          </Link>
        }
      />
      <Card>
        <AdminUsersTable
          columns={columns}
          query={requests}
          errorTitle="No se pudieron cargar las solicitudes"
          emptyText="No hay solicitudes pendientes"
          totalLabel={(total) => `${total} solicitudes`}
          page={page}
          pageSize={pageSize}
          onChange={(nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          }}
        />
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
    </>
  );
}
