import { Flex, LinkButton, Skeleton, Statistic, Text } from '@pipcrafters/ui';
import { DashboardCard, LoadError } from './DashboardCard';
import { useJournalStats, useStreak } from './dashboard-api';
import { formatDays } from './format';
import { performanceFigures } from './performance';

/**
 * Rendimiento: the journal's trades, win rate and net over every account (`GET /api/journal/stats`), honest zeros
 * and a call to the journal before the first trade, and the daily activity streak (each part loads on its own).
 */
export function PerformanceCard() {
  const stats = useJournalStats();
  const statsFailed = stats.isError && stats.data === undefined;
  const figures = performanceFigures(stats.data?.summary);
  const streak = useStreak();
  const streakFailed = streak.isError && streak.data === undefined;
  return (
    <DashboardCard id="rendimiento" title="Rendimiento">
      <div className="pc-figures">
        {(
          [
            ['Operaciones', figures.trades],
            ['Tasa de acierto', figures.winRate],
            ['Resultado total', figures.net],
          ] as const
        ).map(([title, value]) => (
          <div key={title}>
            {stats.isPending ? (
              <Skeleton rows={2} />
            ) : (
              <Statistic size="small" title={title} value={statsFailed ? '—' : value} />
            )}
          </div>
        ))}
        <div>
          {streak.isPending ? (
            <Skeleton rows={2} />
          ) : (
            <Statistic
              size="small"
              title="Racha de actividad"
              value={streak.data ? formatDays(streak.data.current) : '—'}
            />
          )}
        </div>
      </div>
      {statsFailed ? (
        <div style={{ marginTop: 16 }}>
          <LoadError query={stats} title="No se pudieron cargar tus cifras de trading" />
        </div>
      ) : null}
      {streakFailed ? (
        <div style={{ marginTop: 16 }}>
          <LoadError query={streak} title="No se pudo cargar tu racha de actividad" />
        </div>
      ) : null}
      {stats.isPending || statsFailed ? null : figures.hasTrades ? (
        <Flex justify="flex-end" gap={8} wrap style={{ marginTop: 16 }}>
          <LinkButton to="/edgepilot">Ver mis cifras en EdgePilot</LinkButton>
        </Flex>
      ) : (
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 16 }}>
          <Text secondary>Aún no has registrado operaciones.</Text>
          <LinkButton to="/pipjournal" variant="primary">
            Registrar mi primera operación
          </LinkButton>
        </Flex>
      )}
    </DashboardCard>
  );
}
