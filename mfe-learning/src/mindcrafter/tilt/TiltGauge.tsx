import { TILT_LEVEL_LABELS, TILT_THRESHOLDS, type TiltLevel } from '@pipcrafters/contracts';
import { Flex, Typography, theme } from 'antd';

type Token = ReturnType<typeof theme.useToken>['token'];

export function tiltColor(level: TiltLevel, token: Token): string {
  if (level === 'tilt') return token.colorError;
  if (level === 'warning') return token.colorWarning;
  return token.colorSuccess;
}

const CENTER = { x: 110, y: 110 };
const RADIUS = 90;

/** A point of the half circle for a score of 0 (left) to 100 (right). */
function pointAt(score: number, radius = RADIUS) {
  const angle = Math.PI * (1 - Math.min(100, Math.max(0, score)) / 100);
  return { x: CENTER.x + radius * Math.cos(angle), y: CENTER.y - radius * Math.sin(angle) };
}

function arc(from: number, to: number): string {
  const start = pointAt(from);
  const end = pointAt(to);
  return `M ${start.x} ${start.y} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y}`;
}

/** The tilt score on a half-circle dial with its three zones (calm, warning, tilt) and a needle. */
export function TiltGauge({ score, level }: { score: number; level: TiltLevel }) {
  const { token } = theme.useToken();
  const zones: { from: number; to: number; level: TiltLevel }[] = [
    { from: 0, to: TILT_THRESHOLDS.warning, level: 'calm' },
    { from: TILT_THRESHOLDS.warning, to: TILT_THRESHOLDS.tilt, level: 'warning' },
    { from: TILT_THRESHOLDS.tilt, to: 100, level: 'tilt' },
  ];
  const tip = pointAt(score, RADIUS - 18);
  return (
    <Flex
      vertical
      align="center"
      role="meter"
      aria-label="Tiltmeter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score} de 100: ${TILT_LEVEL_LABELS[level]}`}
      data-testid="tilt-gauge"
      data-level={level}
    >
      <svg aria-hidden viewBox="0 0 220 124" width={220} height={124} style={{ maxWidth: '100%' }}>
        {zones.map((zone) => (
          <path
            key={zone.level}
            d={arc(zone.from, zone.to)}
            fill="none"
            stroke={tiltColor(zone.level, token)}
            strokeOpacity={zone.level === level ? 1 : 0.35}
            strokeWidth={16}
          />
        ))}
        <line
          x1={CENTER.x}
          y1={CENTER.y}
          x2={tip.x}
          y2={tip.y}
          stroke={token.colorText}
          strokeWidth={4}
          strokeLinecap="round"
        />
        <circle cx={CENTER.x} cy={CENTER.y} r={7} fill={token.colorText} />
      </svg>
      <span style={{ fontSize: 36, fontWeight: 700, lineHeight: 1.1 }} data-testid="tilt-score">
        {score}
      </span>
      <Typography.Text strong style={{ fontSize: 16 }}>
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: '50%',
            marginRight: 6,
            background: tiltColor(level, token),
          }}
        />
        {TILT_LEVEL_LABELS[level]}
      </Typography.Text>
    </Flex>
  );
}
