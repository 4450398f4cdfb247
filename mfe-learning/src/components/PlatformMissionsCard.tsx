import type { Mission } from '@pipcrafters/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Flex, Typography } from 'antd';
import { missionErrorMessage } from '../missions/mission-errors';
import { MeasuredMission } from './MeasuredMission';
import { QueryCard } from './QueryCard';

const pendingFirst = (a: Mission, b: Mission) =>
  Number(a.status === 'completed') - Number(b.status === 'completed');

/** The platform's missions, which progress by themselves with what the learner does. */
export function PlatformMissionsCard({ missions }: { missions: UseQueryResult<Mission[]> }) {
  return (
    <QueryCard
      title="Misiones de la plataforma"
      query={missions}
      errorTitle="No se pudieron cargar las misiones de la plataforma"
      describeError={missionErrorMessage}
    >
      {(list) => {
        const platform = list.filter((mission) => mission.kind === 'platform').sort(pendingFirst);
        return platform.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No hay misiones de la plataforma ahora mismo."
          />
        ) : (
          <Flex vertical gap={8}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Avanzan solas con lo que haces en PipCrafters: lecciones, cuestionarios, repasos…
            </Typography.Paragraph>
            <ul aria-label="Misiones de la plataforma" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {platform.map((mission) => (
                <MeasuredMission
                  key={mission.id}
                  mission={mission}
                  reward={
                    mission.isComplete
                      ? `+${mission.xpAwarded || mission.xpReward} XP`
                      : `${mission.xpReward} XP`
                  }
                />
              ))}
            </ul>
          </Flex>
        );
      }}
    </QueryCard>
  );
}
