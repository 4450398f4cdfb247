import type { Mission, MissionStatus } from '@pipcrafters/contracts';
import { LinkButton } from '@pipcrafters/ui';
import { Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { MissionProgressBar } from './MissionProgressBar';

/**
 * One mission the platform measures (a platform, daily or weekly one): its bar, its reward, what is left of its time
 * (`timer`) and where to go to move it. An expired one is greyed and keeps only what it was.
 */
export function MeasuredMission({
  mission,
  status = mission.status,
  reward,
  timer,
}: {
  mission: Mission;
  /** Its status now, when the page knows better than the last read (a period that just ended). */
  status?: MissionStatus;
  /** "20 XP", "Bonus +20 XP"… */
  reward: string;
  timer?: ReactNode;
}) {
  const { token } = theme.useToken();
  const expired = status === 'expired';
  const done = status === 'completed';
  const open = !expired && !done;
  return (
    <li
      data-mission-id={mission.id}
      data-status={status}
      style={{
        padding: expired ? '10px 12px' : '10px 0',
        borderRadius: token.borderRadius,
        background: expired ? token.colorFillQuaternary : undefined,
      }}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Typography.Text
            strong={!expired}
            type={expired ? 'secondary' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {mission.title}
          </Typography.Text>
          <Flex gap={4} wrap>
            {done ? <Tag color="green">Completada</Tag> : null}
            {expired ? <Tag>Expirada</Tag> : null}
            <Tag color={open ? 'gold' : done ? 'green' : undefined}>{reward}</Tag>
          </Flex>
        </Flex>
        {mission.description ? (
          <Typography.Text type="secondary">{mission.description}</Typography.Text>
        ) : null}
        {mission.progress ? (
          <MissionProgressBar
            progress={mission.progress}
            label={`Progreso de «${mission.title}»`}
            done={done}
            muted={expired}
          />
        ) : null}
        {open && (timer || mission.link) ? (
          <Flex justify="space-between" align="center" gap={8} wrap>
            {timer ?? <span />}
            {mission.link ? (
              <LinkButton to={mission.link} size="small" aria-label={`Avanzar en «${mission.title}»`}>
                Avanzar
              </LinkButton>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </li>
  );
}
