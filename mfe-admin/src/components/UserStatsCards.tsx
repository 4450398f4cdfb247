import type { AdminUserStats, UserStatus } from '@pipcrafters/contracts';
import { USER_STATUSES } from '@pipcrafters/contracts';
import { Card, Flex, Statistic } from 'antd';

/** Plural labels of each status for the counters. */
const STATUS_TITLES: Record<UserStatus, string> = {
  PENDING: 'Pendientes',
  ACTIVE: 'Activos',
  REJECTED: 'Rechazados',
  SUSPENDED: 'Suspendidos',
};

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
        <Card key={counter.key} size="small" loading={loading && !stats} style={{ flex: '1 1 140px' }}>
          <Statistic
            title={counter.title}
            value={counter.value ?? 0}
            groupSeparator="."
            data-testid={`admin-stat-${counter.key}`}
          />
        </Card>
      ))}
    </Flex>
  );
}
