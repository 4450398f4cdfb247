import type { AdminUser, Role, UserStatus } from '@pipcrafters/contracts';
import { USER_STATUSES } from '@pipcrafters/contracts';
import { formatDateTime, PageHeading, USER_STATUS_COLORS, USER_STATUS_LABELS } from '@pipcrafters/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminApi, adminKeys, DEFAULT_PAGE_SIZE, type UserAction, type UserFilters } from '../api/admin-api';
import { errorMessage } from '../api/errors';
import { LoadError } from '../components/LoadError';

interface ActionCopy {
  label: string;
  confirm: (user: AdminUser) => string;
  done: string;
  danger?: boolean;
}

const ACTIONS: Record<UserAction, ActionCopy> = {
  grantAdmin: {
    label: 'Hacer admin',
    confirm: (user) => `¿Dar permisos de administrador a ${user.firstName} ${user.lastName}?`,
    done: 'Permisos de administrador concedidos',
  },
  revokeAdmin: {
    label: 'Quitar admin',
    confirm: (user) => `¿Quitar los permisos de administrador a ${user.firstName} ${user.lastName}?`,
    done: 'Permisos de administrador retirados',
    danger: true,
  },
  suspend: {
    label: 'Suspender',
    confirm: (user) =>
      `¿Suspender la cuenta de ${user.firstName} ${user.lastName}? No podrá acceder hasta que la reactives.`,
    done: 'Cuenta suspendida',
    danger: true,
  },
  reactivate: {
    label: 'Reactivar',
    confirm: (user) => `¿Reactivar la cuenta de ${user.firstName} ${user.lastName}?`,
    done: 'Cuenta reactivada',
  },
};

/** Which actions make sense for a user in their current state. */
function actionsFor(user: AdminUser): UserAction[] {
  const actions: UserAction[] = [];
  if (user.status === 'ACTIVE')
    actions.push(user.roles.includes('ADMIN') ? 'revokeAdmin' : 'grantAdmin', 'suspend');
  if (user.status === 'SUSPENDED') actions.push('reactivate');
  return actions;
}

const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', USER: 'Usuario' };

/** Every user with search, filters and paging, and the admin actions on each one. */
export function UsersPage() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const [filters, setFilters] = useState<UserFilters>({ search: '', page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const users = useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => adminApi.listUsers(filters, signal),
    placeholderData: keepPreviousData,
  });
  const runAction = useMutation({
    mutationFn: ({ user, action }: { user: AdminUser; action: UserAction }) =>
      adminApi.userAction(user.id, action),
    onSuccess: (_data, { action }) => notification.success({ title: ACTIONS[action].done, duration: 2 }),
    onError: (error) =>
      notification.error({
        title: 'No se pudo completar la acción',
        description: errorMessage(error),
        duration: 4,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const updateFilters = (change: Partial<UserFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...change }));

  const columns: TableColumnsType<AdminUser> = [
    { title: 'Nombre', key: 'name', render: (_, user) => `${user.firstName} ${user.lastName}` },
    { title: 'Correo electrónico', dataIndex: 'email', key: 'email' },
    {
      title: 'Estado',
      dataIndex: 'status',
      key: 'status',
      render: (status: UserStatus) => (
        <Tag color={USER_STATUS_COLORS[status]}>{USER_STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: 'Roles',
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: Role[]) => roles.map((role) => <Tag key={role}>{ROLE_LABELS[role]}</Tag>),
    },
    {
      title: 'Fecha de registro',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (createdAt: string) => formatDateTime(createdAt),
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, user) => (
        <Space wrap>
          {actionsFor(user).map((action) => (
            <Popconfirm
              key={action}
              title={ACTIONS[action].label}
              description={ACTIONS[action].confirm(user)}
              okText="Confirmar"
              cancelText="Cancelar"
              okButtonProps={{ danger: ACTIONS[action].danger }}
              onConfirm={() => runAction.mutateAsync({ user, action }).catch(() => undefined)}
            >
              <Button
                size="small"
                danger={ACTIONS[action].danger}
                aria-label={`${ACTIONS[action].label}: ${user.email}`}
              >
                {ACTIONS[action].label}
              </Button>
            </Popconfirm>
          ))}
          {user.status === 'PENDING' ? <Link to="/admin/requests">Revisar solicitud</Link> : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title="Panel Admin"
        description="Gestiona las cuentas de la plataforma: permisos, suspensiones y reactivaciones."
        extra={
          <Link to="/admin/requests">
            <Button type="primary">Ver solicitudes</Button>
          </Link>
        }
      />
      <Card>
        <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item label="Buscar" htmlFor="admin-user-search">
            <Input.Search
              id="admin-user-search"
              allowClear
              placeholder="Nombre o correo"
              onSearch={(search) => updateFilters({ search: search.trim() })}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item label="Estado" htmlFor="admin-user-status">
            <Select<UserStatus>
              id="admin-user-status"
              allowClear
              placeholder="Todos"
              style={{ width: 160 }}
              value={filters.status}
              onChange={(status) => updateFilters({ status })}
              options={USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }))}
            />
          </Form.Item>
          <Form.Item label="Rol" htmlFor="admin-user-role">
            <Select<Role>
              id="admin-user-role"
              allowClear
              placeholder="Todos"
              style={{ width: 140 }}
              value={filters.role}
              onChange={(role) => updateFilters({ role })}
              options={[
                { value: 'ADMIN', label: 'Admin' },
                { value: 'USER', label: 'Usuario' },
              ]}
            />
          </Form.Item>
        </Form>
        {users.isError && !users.data ? (
          <LoadError
            title="No se pudieron cargar los usuarios"
            error={users.error}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <Table<AdminUser>
            rowKey="id"
            columns={columns}
            dataSource={users.data?.items}
            loading={users.isFetching}
            scroll={{ x: true }}
            locale={{ emptyText: 'No hay usuarios que coincidan con la búsqueda' }}
            pagination={{
              current: filters.page,
              pageSize: filters.pageSize,
              total: users.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => `${total} usuarios`,
              onChange: (page, pageSize) =>
                setFilters((current) => ({
                  ...current,
                  page: pageSize === current.pageSize ? page : 1,
                  pageSize,
                })),
            }}
          />
        )}
      </Card>
    </>
  );
}
