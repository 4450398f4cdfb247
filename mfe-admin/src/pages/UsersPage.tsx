import { SearchOutlined } from '@ant-design/icons';
import type { AdminUser, Role, UserSortField, UserStatus } from '@pipcrafters/contracts';
import { USER_STATUSES } from '@pipcrafters/contracts';
import {
  Button,
  Card,
  Field,
  Flex,
  formatDateTime,
  Input,
  LinkButton,
  PageHeading,
  Select,
  Skeleton,
  Tag,
  type TagColor,
  Text,
  USER_STATUS_LABELS,
  useToast,
} from '@pipcrafters/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  adminApi,
  adminKeys,
  browserTimeZone,
  DEFAULT_PAGE_SIZE,
  DEFAULT_USER_SORT,
  turnPage,
  type UserAction,
  type UserFilters,
} from '../api/admin-api';
import { errorMessage } from '../api/errors';
import { useViewer } from '../components/AdminOnly';
import { ConfirmedAction } from '../components/ConfirmedAction';
import { LoadError } from '../components/LoadError';
import { ModerationLink } from '../components/ModerationLink';
import { RecentActivity } from '../components/RecentActivity';
import { SignupsChart } from '../components/SignupsChart';
import { UserStatsCards } from '../components/UserStatsCards';
import { SortableTitle, type UserColumn, UsersTable } from '../components/UsersTable';

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

/** The statuses' tag colours (the UI kit's USER_STATUS_COLORS names antd's volcano, which the light kit has not). */
const STATUS_TAG_COLORS: Record<UserStatus, TagColor> = {
  PENDING: 'gold',
  ACTIVE: 'green',
  REJECTED: 'red',
  SUSPENDED: 'warning',
};

/** The filters' "everything" choice: a value of its own, so a filter can be taken back to it. */
const ALL = 'todos';

interface FilterSelectProps<T extends string> {
  label: string;
  id: string;
  width: number;
  value: T | undefined;
  values: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | undefined) => void;
}

/** A filter of the users table: "Todos" until one of `values` is picked, and back. */
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
    <Field label={label} htmlFor={id}>
      <Select<T | typeof ALL>
        id={id}
        style={{ width }}
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? undefined : (next as T))}
        options={[
          { value: ALL, label: 'Todos' },
          ...values.map((option) => ({ value: option, label: labels[option] })),
        ]}
      />
    </Field>
  );
}

/** The chart's and the activity's cards side by side on a wide screen (15 and 9 of 24 before), stacked on a phone. */
const OVERVIEW_ROW_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 16 } as const;
/** A grid of one cell stretches its card to the row's height, so both cards end on the same line. */
const OVERVIEW_CELL_STYLE = { display: 'grid', minWidth: 0 } as const;

/** The figures at the top of the panel: counters, weekly sign-ups and the latest activity. */
function PanelOverview() {
  const timeZone = browserTimeZone();
  const stats = useQuery({
    queryKey: adminKeys.stats(timeZone),
    queryFn: ({ signal }) => adminApi.stats(timeZone, signal),
  });
  if (stats.isError && !stats.data)
    return (
      <div style={{ marginBottom: 24 }}>
        <Card>
          <LoadError
            title="No se pudieron cargar las estadísticas"
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        </Card>
      </div>
    );
  return (
    <Flex vertical gap={16} style={{ marginBottom: 24 }}>
      <UserStatsCards stats={stats.data} loading={stats.isPending} />
      <div style={OVERVIEW_ROW_STYLE}>
        <div style={{ ...OVERVIEW_CELL_STYLE, flex: '15 1 560px' }}>
          <Card title="Registros por semana" extra="Últimas 12 semanas">
            {stats.data ? <SignupsChart weeks={stats.data.signupsPerWeek} /> : <ChartSkeleton />}
          </Card>
        </div>
        <div style={{ ...OVERVIEW_CELL_STYLE, flex: '9 1 320px' }}>
          <Card title="Actividad reciente">
            {stats.data ? <RecentActivity activity={stats.data.recentActivity} /> : <Skeleton rows={6} />}
          </Card>
        </div>
      </div>
    </Flex>
  );
}

/** Where the chart will be, at its height (300 px), so nothing moves when it arrives. */
function ChartSkeleton() {
  return (
    <div style={{ height: 300 }}>
      <Skeleton rows={6} />
    </div>
  );
}

const LINK_STYLE = { color: 'var(--pc-link)', textDecoration: 'none' } as const;

/** The search box: the list is asked again on Enter (or the button), and at once when the box is emptied. */
function UserSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit}>
      <Field label="Buscar" htmlFor="admin-user-search">
        <Flex gap={8}>
          <div style={{ flex: '0 1 260px', minWidth: 0 }}>
            <Input
              id="admin-user-search"
              type="search"
              allowClear
              placeholder="Nombre o correo"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value === '') onSearch('');
              }}
            />
          </div>
          <Button type="submit" icon={<SearchOutlined />} aria-label="Aplicar la búsqueda" />
        </Flex>
      </Field>
    </form>
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
  const sortable = (title: string, field: UserSortField) => (
    <SortableTitle
      title={title}
      field={field}
      sort={filters.sort}
      onSortChange={(sort) => updateFilters({ sort: sort ?? DEFAULT_USER_SORT })}
    />
  );

  const columns: UserColumn[] = [
    {
      key: 'name',
      title: sortable('Nombre', 'name'),
      render: (user) => `${user.firstName} ${user.lastName}`,
    },
    { key: 'email', title: sortable('Correo electrónico', 'email'), render: (user) => user.email },
    {
      key: 'status',
      title: sortable('Estado', 'status'),
      render: (user) => <Tag color={STATUS_TAG_COLORS[user.status]}>{USER_STATUS_LABELS[user.status]}</Tag>,
    },
    {
      key: 'roles',
      title: 'Roles',
      render: (user) => (
        <Flex gap={4} wrap>
          {user.roles.map((role) => (
            <Tag key={role}>{ROLE_LABELS[role]}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'createdAt',
      title: sortable('Fecha de registro', 'createdAt'),
      render: (user) => formatDateTime(user.createdAt),
    },
    {
      key: 'actions',
      title: 'Acciones',
      render: (user) => (
        <Flex gap={8} wrap align="center">
          {user.id === viewerId ? <Text secondary>Tu cuenta</Text> : null}
          {actionsFor(user, viewerId).map((action) => (
            <ConfirmedAction
              key={action}
              label={ACTIONS[action].label}
              ariaLabel={`${ACTIONS[action].label}: ${user.email}`}
              title={ACTIONS[action].label}
              description={ACTIONS[action].confirm(user)}
              danger={ACTIONS[action].danger}
              onConfirm={() => runAction.mutateAsync({ user, action }).catch(() => undefined)}
            />
          ))}
          {user.status === 'PENDING' ? (
            <Link to="/admin/requests" style={LINK_STYLE}>
              Revisar solicitud
            </Link>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title="Panel Admin"
        description="Gestiona las cuentas de la plataforma: permisos, suspensiones y reactivaciones."
        extra={
          <Flex gap={12} wrap>
            <ModerationLink />
            <LinkButton to="/admin/requests" variant="primary">
              Ver solicitudes
            </LinkButton>
          </Flex>
        }
      />
      <PanelOverview />
      <Card title="Usuarios">
        <Flex gap={16} wrap align="flex-end" style={{ marginBottom: 16 }}>
          <UserSearch onSearch={(search) => updateFilters({ search })} />
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
        </Flex>
        <UsersTable
          columns={columns}
          query={users}
          errorTitle="No se pudieron cargar los usuarios"
          emptyText="No hay usuarios que coincidan con la búsqueda"
          totalLabel={(total) => (total === 1 ? '1 usuario' : `${total} usuarios`)}
          page={filters.page}
          pageSize={filters.pageSize}
          onPageChange={(page, pageSize) => setFilters((current) => turnPage(current, page, pageSize))}
        />
      </Card>
    </>
  );
}
