import { LinkButton } from '@pipcrafters/ui';
import { Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { DashboardCard, FIGURE_STYLES, LoadError } from './DashboardCard';
import { useStreak } from './dashboard-api';
import { formatDays, formatEuros, formatPercent, formatTrades } from './format';

/** The spec's user stats. The trading journal does not exist yet, so nothing has been traded: honest zeros. */
const NO_TRADES = { totalTrades: 0, winRate: 0, totalPnL: 0 } as const;

/** Rendimiento: trades, win rate, profit and loss, and the daily activity streak (which loads on its own). */
export function PerformanceCard() {
  const { totalTrades, winRate, totalPnL } = NO_TRADES;
  const streak = useStreak();
  const streakFailed = streak.isError && streak.data === undefined;
  return (
    <DashboardCard id="rendimiento" title="Rendimiento">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6} xl={12} xxl={6}>
          <Statistic styles={FIGURE_STYLES} title="Operaciones" value={formatTrades(totalTrades)} />
        </Col>
        <Col xs={12} md={6} xl={12} xxl={6}>
          <Statistic styles={FIGURE_STYLES} title="Tasa de acierto" value={formatPercent(winRate)} />
        </Col>
        <Col xs={12} md={6} xl={12} xxl={6}>
          <Statistic styles={FIGURE_STYLES} title="Resultado total" value={formatEuros(totalPnL)} />
        </Col>
        <Col xs={12} md={6} xl={12} xxl={6}>
          {streak.isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          ) : (
            <Statistic
              styles={FIGURE_STYLES}
              title="Racha de actividad"
              value={streak.data ? formatDays(streak.data.current) : '—'}
            />
          )}
        </Col>
      </Row>
      {streakFailed ? (
        <div style={{ marginTop: 16 }}>
          <LoadError query={streak} title="No se pudo cargar tu racha de actividad" />
        </div>
      ) : null}
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">Aún no has registrado operaciones.</Typography.Text>
        <LinkButton to="/pipjournal" type="primary">
          Registrar mi primera operación
        </LinkButton>
      </Flex>
    </DashboardCard>
  );
}
