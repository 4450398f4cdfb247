import type { AdminUserStats, UserStatus } from '@pipcrafters/contracts';
import { USER_STATUSES } from '@pipcrafters/contracts';
import { Card, Flex, Skeleton, Statistic } from '@pipcrafters/ui';

/** Plural labels of each status for the counters. */
const STATUS_TITLES: Record<UserStatus, string> = {
  PENDING: 'Pendientes',
  ACTIVE: 'Activos',
  REJECTED: 'Rechazados',
  SUSPENDED: 'Suspendidos',
};

/** Thousands grouped with a dot, as antd's Statistic did here (es-ES leaves four digits ungrouped). */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

interface Counter {
  key: string;
  title: string;
  value: number | undefined;
}

/** Accounts by status and by role (admins and everyone else), one small card each. */
export function UserStatsCards({ stats, loading }: { stats: AdminUserStats | undefined; loading: boolean }) {
  const counters: Counter[] = [
    { key: 'total', title: 'Usuarios', value: stats?.total },
    ...USER_STATUSES.map((status) => ({
      key: status,
      title: STATUS_TITLES[status],
      value: stats?.byStatus[status],
    })),
    { key: 'admins', title: 'Administradores', value: stats?.byRole.admin },
    { key: 'others', title: 'Sin rol de admin', value: stats?.byRole.other },
  ];
  return (
    <Flex wrap gap={16} data-testid="admin-stats">
      {counters.map((counter) => (
        <div key={counter.key} style={{ flex: '1 1 140px' }} data-testid={`admin-stat-${counter.key}`}>
          <Card size="small">
            {loading && !stats ? (
              <Skeleton rows={2} />
            ) : (
              <Statistic title={counter.title} value={grouped(counter.value ?? 0)} />
            )}
          </Card>
        </div>
      ))}
    </Flex>
  );
}
