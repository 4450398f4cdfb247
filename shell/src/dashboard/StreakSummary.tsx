import { FireFilled } from '@ant-design/icons';
import { Flex, Text } from '@pipcrafters/ui';
import { QueryState } from './DashboardCard';
import { useStreak } from './dashboard-api';
import { formatCalendarDay, formatDays } from './format';
import { StatusTag } from './StatusTag';

const FLAME_COLOR = '#fa8c16';

/** The daily streak: days kept, whether today already counts, rest mode and the comodines left. */
export function StreakSummary() {
  const streak = useStreak();
  return (
    <div>
      <h3 className="pc-heading-3" style={{ fontSize: 15, marginTop: 0 }}>
        Racha diaria
      </h3>
      <QueryState query={streak} errorTitle="No se pudo cargar tu racha" rows={2}>
        {(view) => (
          <Flex vertical gap={4} data-testid="streak">
            <Flex align="center" gap={8} wrap>
              <FireFilled
                aria-hidden
                style={{ fontSize: 24, color: view.current > 0 ? FLAME_COLOR : undefined }}
              />
              <Text strong style={{ fontSize: 20 }}>
                {formatDays(view.current)}
              </Text>
              {view.activeToday ? <StatusTag tone="success">activo hoy</StatusTag> : null}
            </Flex>
            {view.restMode ? (
              <Text secondary>Modo descanso hasta el {formatCalendarDay(view.restMode.until)}</Text>
            ) : view.activeToday ? null : (
              <Text secondary>
                {view.current > 0 ? 'Estudia hoy para mantenerla' : 'Estudia hoy para empezar una racha'}
              </Text>
            )}
            <Text secondary>
              Comodines disponibles: {view.freezesAvailable} de {view.maxFreezes}
            </Text>
          </Flex>
        )}
      </QueryState>
    </div>
  );
}
