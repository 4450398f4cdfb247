import type { Mission } from '@pipcrafters/contracts';
import { Empty, Flex, LinkButton, ProgressBar, Text } from '@pipcrafters/ui';
import { QueryState } from './DashboardCard';
import { useMissions } from './dashboard-api';
import { percentOf } from './format';
import { StatusTag, Tag } from './StatusTag';
import { todaysMissions } from './summary';

function MissionRow({ mission }: { mission: Mission }) {
  return (
    <li>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Text>{mission.title}</Text>
        <Flex gap={4} wrap>
          {mission.isComplete ? <StatusTag tone="success">completada</StatusTag> : null}
          {mission.kind === 'personal' ? <Tag>personal</Tag> : null}
          <StatusTag tone="reward">+{mission.xpReward} XP</StatusTag>
        </Flex>
      </Flex>
      {mission.progress ? (
        <Flex align="center" gap={8}>
          <ProgressBar
            percent={percentOf(mission.progress.current, mission.progress.target)}
            size="small"
            aria-label={`Progreso de «${mission.title}»`}
            style={{ flex: 1, margin: 0 }}
          />
          <Text secondary>
            {mission.progress.current}/{mission.progress.target}
          </Text>
        </Flex>
      ) : null}
    </li>
  );
}

/** Today's daily missions and the personal ones still open, five at most. */
export function TodayMissions() {
  const missions = useMissions();
  return (
    <div>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <h3 className="pc-heading-3" style={{ fontSize: 15, margin: 0 }}>
          Misiones de hoy
        </h3>
        <LinkButton to="/misiones" size="small">
          Ver misiones
        </LinkButton>
      </Flex>
      <QueryState query={missions} errorTitle="No se pudieron cargar tus misiones">
        {(all) => {
          const today = todaysMissions(all);
          if (today.length === 0) return <Empty description="No tienes misiones pendientes hoy." />;
          return (
            <ul
              aria-label="Misiones de hoy"
              style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
            >
              {today.map((mission) => (
                <MissionRow key={mission.id} mission={mission} />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </div>
  );
}
