import type { MissionProgress } from '@pipcrafters/contracts';
import { Flex, Progress, Typography, theme } from 'antd';
import { progressPercent, progressText } from '../missions/mission-progress';

/** A measured mission's or a badge's bar with its count beside it; `muted` for what can no longer move. */
export function MissionProgressBar({
  progress,
  label,
  done = false,
  muted = false,
}: {
  progress: MissionProgress;
  /** Whose progress: "Progreso de «Completa 3 lecciones»". */
  label: string;
  done?: boolean;
  muted?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={12}>
      <Progress
        percent={progressPercent(progress)}
        showInfo={false}
        status={done ? 'success' : 'normal'}
        strokeColor={muted && !done ? token.colorTextQuaternary : undefined}
        aria-label={`${label}: ${progress.current} de ${progress.target}`}
        style={{ flex: 1, margin: 0 }}
      />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {progressText(progress)}
      </Typography.Text>
    </Flex>
  );
}
