import { type MindCheckIn, READINESS_LEVEL_LABELS, type ReadinessLevel } from '@pipcrafters/contracts';
import { Flex, Tag, Typography, theme } from 'antd';
import { formatNumber } from '../../format/numbers';
import { formatInstant } from '../format';

type Token = ReturnType<typeof theme.useToken>['token'];

/** Each level's colour, from the theme (dark or light): red for low, amber for medium, green for high. */
export function readinessColor(level: ReadinessLevel, token: Token): string {
  if (level === 'high') return token.colorSuccess;
  if (level === 'medium') return token.colorWarning;
  return token.colorError;
}

export const READINESS_TAG_COLORS: Record<ReadinessLevel, string> = {
  low: 'error',
  medium: 'warning',
  high: 'success',
};

/** A check-in's outcome: the readiness score big, in its level's colour, the advice (it names the weakest factor) and the answers. */
export function ReadinessResult({ checkIn, timeZone }: { checkIn: MindCheckIn; timeZone: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={12} data-testid="readiness-result">
      <Flex align="center" gap={16} wrap>
        <div
          style={{
            width: 104,
            height: 104,
            borderRadius: '50%',
            border: `6px solid ${readinessColor(checkIn.level, token)}`,
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
          }}
        >
          <span style={{ fontSize: 36, fontWeight: 700, lineHeight: 1 }} data-testid="readiness-score">
            {checkIn.readiness}
          </span>
        </div>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Preparación (de 0 a 100)</Typography.Text>
          <span>
            <Tag color={READINESS_TAG_COLORS[checkIn.level]} style={{ fontSize: 14 }}>
              {READINESS_LEVEL_LABELS[checkIn.level]}
            </Tag>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {formatInstant(checkIn.createdAt, timeZone)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Typography.Paragraph style={{ fontSize: 16, margin: 0 }} data-testid="readiness-advice">
        {checkIn.advice}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Sueño {formatNumber(checkIn.sleepHours, 1)} h · Estrés {checkIn.stress} · Ánimo {checkIn.mood} ·
        Concentración {checkIn.focus} · Presión {checkIn.pressure}.
      </Typography.Text>
    </Flex>
  );
}
