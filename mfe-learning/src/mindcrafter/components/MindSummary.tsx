import { FireFilled } from '@ant-design/icons';
import { type MindOverview, READINESS_LEVEL_LABELS, type StreakView } from '@pipcrafters/contracts';
import { Alert, Button, Card, Flex, Grid, Skeleton, Text } from '@pipcrafters/ui';
import type { UseQueryResult } from '@tanstack/react-query';
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
  if (query.isPending) body = <Skeleton rows={2} />;
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
    <Card size="small">
      <Text secondary>{label}</Text>
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
  return (
    <Grid
      minColumnWidth={150}
      gap={12}
      // auto-fit: the four figures share the whole row (antd's four columns), two a row on a phone.
      style={{ marginBottom: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}
      data-testid="mind-summary"
    >
      <SummaryTile label="Preparación de hoy" query={overview}>
        {({ todayCheckIn }) =>
          todayCheckIn ? (
            <Flex align="baseline" gap={8} data-testid="summary-readiness">
              <span
                style={{ fontSize: 28, fontWeight: 700, color: readinessColor(todayCheckIn.level) }}
                aria-hidden
              >
                ●
              </span>
              <span style={{ fontSize: 28, fontWeight: 700 }}>{todayCheckIn.readiness}</span>
              <Text>{READINESS_LEVEL_LABELS[todayCheckIn.level]}</Text>
            </Flex>
          ) : (
            <Flex vertical align="flex-start" gap={4}>
              <Text>Aún no has hecho el check-in.</Text>
              <Button size="small" variant="primary" onClick={onCheckIn}>
                Hacer el check-in
              </Button>
            </Flex>
          )
        }
      </SummaryTile>
      <SummaryTile label="Racha" query={streak}>
        {(view) => (
          <span style={{ fontSize: 24, lineHeight: 1.35 }}>
            <FireFilled
              aria-hidden
              style={{ color: view.current > 0 ? 'var(--pc-warning)' : undefined, marginInlineEnd: 4 }}
            />
            {days(view.current)}
          </span>
        )}
      </SummaryTile>
      <SummaryTile label="Esta semana" query={overview}>
        {(data) => (
          <Text>
            {count(data.checkInsThisWeek, 'check-in', 'check-ins')} ·{' '}
            {count(data.breathingSessionsThisWeek, 'respiración', 'respiraciones')} ·{' '}
            {count(data.focusDrillsThisWeek, 'ejercicio de foco', 'ejercicios de foco')}
          </Text>
        )}
      </SummaryTile>
      <SummaryTile label="Rutina de hoy" query={overview}>
        {({ routine }) => (
          <Text>
            {routine.itemCount === 0
              ? 'Aún sin rutina'
              : routine.completed
                ? `Completada (${routine.checkedCount} de ${routine.itemCount})`
                : `${routine.checkedCount} de ${routine.itemCount} pasos`}
          </Text>
        )}
      </SummaryTile>
    </Grid>
  );
}
