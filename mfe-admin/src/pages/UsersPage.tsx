import type { AdminUser, Role, UserStatus } from '@pipcrafters/contracts';
import { USER_STATUSES } from '@pipcrafters/contracts';
import { LinkButton, PageHeading, USER_STATUS_COLORS, USER_STATUS_LABELS, useToast } from '@pipcrafters/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Skeleton,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  adminApi,
  adminKeys,
  browserTimeZone,
  DEFAULT_PAGE_SIZE,
  DEFAULT_USER_SORT,
  type UserAction,
  type UserFilters,
} from '../api/admin-api';
import { errorMessage } from '../api/errors';
import { useViewer } from '../components/AdminOnly';
import {
  AdminUsersTable,
  createdAtColumn,
  emailColumn,
  nameColumn,
  sortableBy,
  turnPage,
} from '../components/AdminUsersTable';
import { LoadError } from '../components/LoadError';
import { ModerationLink } from '../components/ModerationLink';
import { RecentActivity } from '../components/RecentActivity';
import { UserStatsCards } from '../components/UserStatsCards';

/** recharts is only downloaded with the chart, after the rest of the panel is on screen. */
const SignupsChart = lazy(() => import('../components/SignupsChart'));

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

/**
 * Which actions make sense for a user in their current state. Admins never act on their own account here: the
 * server refuses removing one's own admin role or suspending oneself, so the buttons are not offered.
 */
export function actionsFor(user: AdminUser, viewerId: string | undefined): UserAction[] {
  if (user.id === viewerId) return [];
  const actions: UserAction[] = [];
  if (user.status === 'ACTIVE')
    actions.push(user.roles.includes('ADMIN') ? 'revokeAdmin' : 'grantAdmin', 'suspend');
  if (user.status === 'SUSPENDED') actions.push('reactivate');
  return actions;
}

const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', USER: 'Usuario' };

const FILTER_ROLES: readonly Role[] = ['ADMIN', 'USER'];

interface FilterSelectProps<T extends string> {
  label: string;
  id: string;
  width: number;
  value: T | undefined;
  values: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | undefined) => void;
}

/** A clearable filter of the users table: "Todos" until one of `values` is picked. */
function FilterSelect<T extends string>({
  label,
  id,
  width,
  value,
  values,
  labels,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select<T>
        id={id}
        allowClear
        placeholder="Todos"
        style={{ width }}
        value={value}
        onChange={onChange}
        options={values.map((option) => ({ value: option, label: labels[option] }))}
      />
    </Form.Item>
  );
}

/** The figures at the top of the panel: counters, weekly sign-ups and the latest activity. */
function PanelOverview() {
  const timeZone = browserTimeZone();
  const stats = useQuery({
    queryKey: adminKeys.stats(timeZone),
    queryFn: ({ signal }) => adminApi.stats(timeZone, signal),
  });
  if (stats.isError && !stats.data)
    return (
      <Card style={{ marginBottom: 24 }}>
        <LoadError
          title="No se pudieron cargar las estadísticas"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      </Card>
    );
  return (
    <Flex vertical gap={16} style={{ marginBottom: 24 }}>
      <UserStatsCards stats={stats.data} loading={stats.isPending} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title="Registros por semana" extra="Últimas 12 semanas" style={{ height: '100%' }}>
            {stats.data ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <SignupsChart weeks={stats.data.signupsPerWeek} />
              </Suspense>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title="Actividad reciente" style={{ height: '100%' }}>
            {stats.data ? (
              <RecentActivity activity={stats.data.recentActivity} />
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/** Panel Admin: the figures, then every user with search, filters, sorting and paging, and the actions on each. */
export function UsersPage() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const viewerId = useViewer()?.id;
  const [filters, setFilters] = useState<UserFilters>({
    search: '',
    sort: DEFAULT_USER_SORT,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const users = useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => adminApi.listUsers(filters, signal),
    placeholderData: keepPreviousData,
  });
  const runAction = useMutation({
    mutationFn: ({ user, action }: { user: AdminUser; action: UserAction }) =>
      adminApi.userAction(user.id, action),
    onSuccess: (_data, { user, action }) =>
      toast({
        title: ACTIONS[action].done,
        description: `${user.firstName} ${user.lastName} (${user.email})`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'No se pudo completar la acción',
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const updateFilters = (change: Partial<UserFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...change }));

  const columns: TableColumnsType<AdminUser> = [
    sortableBy(nameColumn, 'name', filters.sort),
    sortableBy(emailColumn, 'email', filters.sort),
    sortableBy(
      {
        title: 'Estado',
        dataIndex: 'status',
        render: (status: UserStatus) => (
          <Tag color={USER_STATUS_COLORS[status]}>{USER_STATUS_LABELS[status]}</Tag>
        ),
      },
      'status',
      filters.sort,
    ),
    {
      title: 'Roles',
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: Role[]) => roles.map((role) => <Tag key={role}>{ROLE_LABELS[role]}</Tag>),
    },
    sortableBy(createdAtColumn('Fecha de registro'), 'createdAt', filters.sort),
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, user) => (
        <Space wrap>
          {user.id === viewerId ? <Typography.Text type="secondary">Tu cuenta</Typography.Text> : null}
          {actionsFor(user, viewerId).map((action) => (
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
          <Space wrap size={12}>
            <ModerationLink />
            <LinkButton to="/admin/requests" type="primary">
              Ver solicitudes
            </LinkButton>
          </Space>
        }
      />
      <PanelOverview />
      <Card title="Usuarios">
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
          <FilterSelect
            label="Estado"
            id="admin-user-status"
            width={160}
            value={filters.status}
            values={USER_STATUSES}
            labels={USER_STATUS_LABELS}
            onChange={(status) => updateFilters({ status })}
          />
          <FilterSelect
            label="Rol"
            id="admin-user-role"
            width={140}
            value={filters.role}
            values={FILTER_ROLES}
            labels={ROLE_LABELS}
            onChange={(role) => updateFilters({ role })}
          />
        </Form>
        <AdminUsersTable
          columns={columns}
          query={users}
          label="Usuarios"
          errorTitle="No se pudieron cargar los usuarios"
          emptyText="No hay usuarios que coincidan con la búsqueda"
          totalLabel={(total) => (total === 1 ? '1 usuario' : `${total} usuarios`)}
          page={filters.page}
          pageSize={filters.pageSize}
          onPageChange={(page, pageSize) => setFilters((current) => turnPage(current, page, pageSize))}
          onSortChange={(sort) => updateFilters({ sort: sort ?? DEFAULT_USER_SORT })}
        />
      </Card>
    </>
  );
}
