import { ArrowLeftOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { Mission } from '@pipcrafters/contracts';
import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Empty, Flex, Row, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { missionsApi, progressKeys } from '../api/missions-api';
import { MeasuredMission } from '../components/MeasuredMission';
import { QueryCard } from '../components/QueryCard';
import { useNow } from '../hooks/useNow';
import { useProgressUpdates } from '../hooks/useProgressUpdates';
import { formatCountdown, remainingMs } from '../missions/countdown';
import { missionErrorMessage } from '../missions/mission-errors';
import { groupTimedMissions, statusAt, type TimedMissionGroups } from '../missions/timed-missions';

function Countdown({ endsAt, now }: { endsAt: string; now: number }) {
  return (
    <Typography.Text role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <ClockCircleOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
      {`Termina en ${formatCountdown(remainingMs(endsAt, now))}`}
    </Typography.Text>
  );
}

function MissionList({ label, missions, now }: { label: string; missions: Mission[]; now: number }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {missions.map((mission) => (
        <MeasuredMission
          key={mission.id}
          mission={mission}
          status={statusAt(mission, now)}
          reward={`Bonus +${mission.xpReward} XP`}
          timer={mission.endsAt ? <Countdown endsAt={mission.endsAt} now={now} /> : undefined}
        />
      ))}
    </ul>
  );
}

const SECTIONS: { group: keyof TimedMissionGroups; title: string; empty: string; intro?: string }[] = [
  {
    group: 'daily',
    title: 'Misiones diarias',
    empty: 'No hay misiones diarias ahora mismo.',
  },
  {
    group: 'weekly',
    title: 'Misiones semanales',
    empty: 'No hay misiones semanales ahora mismo.',
  },
  {
    group: 'past',
    title: 'Periodos anteriores',
    empty: 'Aún no tienes misiones de periodos anteriores.',
    intro: 'Las misiones que no se completan a tiempo quedan expiradas y ya no dan XP.',
  },
];

/**
 * When a period ends with the page open, its missions turn "Expirada" on the spot (the page's clock) and the list
 * is read again, so the next period's missions appear without a reload.
 */
function useRefreshWhenPeriodsEnd(groups: TimedMissionGroups | undefined) {
  const queryClient = useQueryClient();
  const ended = groups?.past.map((mission) => mission.id).join(' ');
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (ended === undefined) return;
    if (previous.current !== undefined && previous.current !== ended)
      void queryClient.invalidateQueries({ queryKey: progressKeys.missions() });
    previous.current = ended;
  }, [ended, queryClient]);
}

/** /misiones/temporal: today's and this week's missions with their countdowns, and the ended ones apart. */
export function TimedMissionsPage() {
  useProgressUpdates();
  const now = useNow();
  const missions = useQuery({
    queryKey: progressKeys.missions(),
    queryFn: ({ signal }) => missionsApi.list(signal),
  });
  const groups = missions.data ? groupTimedMissions(missions.data, now) : undefined;
  useRefreshWhenPeriodsEnd(groups);

  return (
    <>
      <PageHeading
        title="Misiones temporales"
        description="Misiones con XP extra y tiempo limitado: las diarias se renuevan cada día y las semanales cada lunes."
        extra={
          <LinkButton to="/misiones" icon={<ArrowLeftOutlined />}>
            Volver a Misiones
          </LinkButton>
        }
      />
      <Row gutter={[16, 16]}>
        {SECTIONS.map(({ group, title, empty, intro }) => (
          <Col key={group} xs={24} lg={group === 'past' ? 24 : 12}>
            <QueryCard
              title={title}
              query={missions}
              errorTitle="No se pudieron cargar las misiones"
              describeError={missionErrorMessage}
            >
              {() => {
                const list = groups?.[group] ?? [];
                return (
                  <Flex vertical gap={8}>
                    {intro ? (
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        {intro}
                      </Typography.Text>
                    ) : null}
                    {list.length === 0 ? (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
                    ) : (
                      <MissionList label={title} missions={list} now={now} />
                    )}
                  </Flex>
                );
              }}
            </QueryCard>
          </Col>
        ))}
      </Row>
    </>
  );
}
