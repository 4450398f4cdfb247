import { type MindCheckIn, READINESS_LEVEL_LABELS, type ReadinessLevel } from '@pipcrafters/contracts';
import { Flex, Tag, type TagColor, Text } from '@pipcrafters/ui';
import { formatNumber } from '../../format/numbers';
import { formatInstant } from '../format';

/** Each level's colour, the theme's variable (dark or light): red for low, amber for medium, green for high. */
export function readinessColor(level: ReadinessLevel): string {
  if (level === 'high') return 'var(--pc-success)';
  if (level === 'medium') return 'var(--pc-warning)';
  return 'var(--pc-error)';
}

export const READINESS_TAG_COLORS: Record<ReadinessLevel, TagColor> = {
  low: 'error',
  medium: 'warning',
  high: 'success',
};

/** A check-in's outcome: the readiness score big, in its level's colour, the advice (it names the weakest factor) and the answers. */
export function ReadinessResult({ checkIn, timeZone }: { checkIn: MindCheckIn; timeZone: string }) {
  return (
    <Flex vertical gap={12} data-testid="readiness-result">
      <Flex align="center" gap={16} wrap>
        <div
          style={{
            width: 104,
            height: 104,
            borderRadius: '50%',
            border: `6px solid ${readinessColor(checkIn.level)}`,
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
          <Text secondary>Preparación (de 0 a 100)</Text>
          <span>
            <Tag color={READINESS_TAG_COLORS[checkIn.level]} style={{ fontSize: 14 }}>
              {READINESS_LEVEL_LABELS[checkIn.level]}
            </Tag>
          </span>
          <Text secondary style={{ fontSize: 13 }}>
            {formatInstant(checkIn.createdAt, timeZone)}
          </Text>
        </Flex>
      </Flex>
      <p style={{ fontSize: 16, margin: 0 }} data-testid="readiness-advice">
        {checkIn.advice}
      </p>
      <Text secondary style={{ fontSize: 13 }}>
        Sueño {formatNumber(checkIn.sleepHours, 1)} h · Estrés {checkIn.stress} · Ánimo {checkIn.mood} ·
        Concentración {checkIn.focus} · Presión {checkIn.pressure}.
      </Text>
    </Flex>
  );
}
