import { FireFilled } from '@ant-design/icons';
import { type MindOverview, READINESS_LEVEL_LABELS, type StreakView } from '@pipcrafters/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { readinessColor } from '../checkin/ReadinessResult';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
const days = (value: number) => count(value, 'día', 'días');

function SummaryTile<T>({
  label,
  query,
  children,
}: {
  label: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={`No se pudo cargar: ${label.toLowerCase()}`}
        description={errorMessage(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else body = children(query.data);
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ marginTop: 4 }}>{body}</div>
    </Card>
  );
}

/**
 * The page header's figures: today's readiness (or the way to the check-in), the streak the exercises keep, what
 * was done this week and today's routine.
 */
export function MindSummary({
  overview,
  streak,
  onCheckIn,
}: {
  overview: UseQueryResult<MindOverview>;
  streak: UseQueryResult<StreakView>;
  onCheckIn: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="mind-summary">
      <Col xs={12} xl={6}>
        <SummaryTile label="Preparación de hoy" query={overview}>
          {({ todayCheckIn }) =>
            todayCheckIn ? (
              <Flex align="baseline" gap={8} data-testid="summary-readiness">
                <span
                  style={{ fontSize: 28, fontWeight: 700, color: readinessColor(todayCheckIn.level, token) }}
                  aria-hidden
                >
                  ●
                </span>
                <span style={{ fontSize: 28, fontWeight: 700 }}>{todayCheckIn.readiness}</span>
                <Typography.Text>{READINESS_LEVEL_LABELS[todayCheckIn.level]}</Typography.Text>
              </Flex>
            ) : (
              <Flex vertical align="flex-start" gap={4}>
                <Typography.Text>Aún no has hecho el check-in.</Typography.Text>
                <Button size="small" type="primary" onClick={onCheckIn}>
                  Hacer el check-in
                </Button>
              </Flex>
            )
          }
        </SummaryTile>
      </Col>
      <Col xs={12} xl={6}>
        <SummaryTile label="Racha" query={streak}>
          {(view) => (
            <Statistic
              value={days(view.current)}
              prefix={<FireFilled style={{ color: view.current > 0 ? token.colorWarning : undefined }} />}
              valueStyle={{ fontSize: 24 }}
            />
          )}
        </SummaryTile>
      </Col>
      <Col xs={12} xl={6}>
        <SummaryTile label="Esta semana" query={overview}>
          {(data) => (
            <Typography.Text>
              {count(data.checkInsThisWeek, 'check-in', 'check-ins')} ·{' '}
              {count(data.breathingSessionsThisWeek, 'respiración', 'respiraciones')} ·{' '}
              {count(data.focusDrillsThisWeek, 'ejercicio de foco', 'ejercicios de foco')}
            </Typography.Text>
          )}
        </SummaryTile>
      </Col>
      <Col xs={12} xl={6}>
        <SummaryTile label="Rutina de hoy" query={overview}>
          {({ routine }) => (
            <Typography.Text>
              {routine.itemCount === 0
                ? 'Aún sin rutina'
                : routine.completed
                  ? `Completada (${routine.checkedCount} de ${routine.itemCount})`
                  : `${routine.checkedCount} de ${routine.itemCount} pasos`}
            </Typography.Text>
          )}
        </SummaryTile>
      </Col>
    </Row>
  );
}
