import { READINESS_THRESHOLDS } from '@pipcrafters/contracts';
import { useId } from 'react';
import { addDays } from '../../missions/calendar-days';
import { formatShortDay } from '../format';
import { describeReadiness, type ReadinessPoint, readinessScale } from './readiness-series';

const HEIGHT = 180;
/** The plot is drawn in a 1000 × HEIGHT box stretched to the card's width; labels are HTML so they never stretch. */
const BOX = { width: 1000, height: HEIGHT, margin: { top: 8, right: 8, bottom: 8, left: 8 } };
const Y_TICKS = [0, READINESS_THRESHOLDS.medium, READINESS_THRESHOLDS.high, 100];

/**
 * Readiness over the last `days` days, one point per day with a check-in, over bands coloured by level. Plain SVG:
 * a 90-point line needs no charting library (lightweight-charts would add about 45 kB gzipped to this page), and the
 * strokes keep their width however wide the card is.
 */
export function ReadinessHistoryChart({
  points,
  today,
  days,
}: {
  points: ReadinessPoint[];
  today: string;
  days: number;
}) {
  const descriptionId = useId();
  const scale = readinessScale(today, days, BOX);
  const percentY = (value: number) => (scale.y(value) / HEIGHT) * 100;
  const path = points.map(
    (point, index) => `${index === 0 ? 'M' : 'L'}${scale.x(point.date)},${scale.y(point.readiness)}`,
  );
  const bands = [
    { from: 0, to: READINESS_THRESHOLDS.medium, color: 'var(--pc-error-bg)' },
    { from: READINESS_THRESHOLDS.medium, to: READINESS_THRESHOLDS.high, color: 'var(--pc-warning-bg)' },
    {
      from: READINESS_THRESHOLDS.high,
      to: 100,
      color: 'color-mix(in srgb, var(--pc-success) 15%, var(--pc-surface))',
    },
  ];
  const first = addDays(today, -(days - 1));
  const middle = addDays(today, -Math.floor((days - 1) / 2));

  return (
    <figure style={{ margin: 0 }}>
      <div style={{ display: 'flex', gap: 6 }}>
        <div aria-hidden style={{ position: 'relative', width: 24, height: HEIGHT, flex: 'none' }}>
          {Y_TICKS.map((tick) => (
            <span
              key={tick}
              style={{
                position: 'absolute',
                right: 0,
                top: `${percentY(tick)}%`,
                transform: 'translateY(-50%)',
                fontSize: 11,
                color: 'var(--pc-text-secondary)',
              }}
            >
              {tick}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-label="Tu preparación día a día"
          aria-describedby={descriptionId}
          data-testid="readiness-chart"
          data-points={points.length}
          viewBox={`0 0 ${BOX.width} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
          style={{ display: 'block', minWidth: 0, flex: 1, overflow: 'visible' }}
        >
          {bands.map((band) => (
            <rect
              key={band.from}
              x={BOX.margin.left}
              y={scale.y(band.to)}
              width={BOX.width - BOX.margin.left - BOX.margin.right}
              height={scale.y(band.from) - scale.y(band.to)}
              style={{ fill: band.color }}
            />
          ))}
          {points.length > 1 ? (
            <path
              d={path.join(' ')}
              fill="none"
              style={{ stroke: 'var(--pc-primary)' }}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          {points.map((point) => (
            // A zero-length line with round caps: a dot that stays round when the box is stretched.
            <line
              key={point.date}
              x1={scale.x(point.date)}
              x2={scale.x(point.date)}
              y1={scale.y(point.readiness)}
              y2={scale.y(point.readiness)}
              style={{ stroke: 'var(--pc-primary)' }}
              strokeWidth={7}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      <div
        aria-hidden
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          marginLeft: 30,
          fontSize: 11,
          color: 'var(--pc-text-secondary)',
        }}
      >
        <span>{formatShortDay(first)}</span>
        <span>{formatShortDay(middle)}</span>
        <span>{formatShortDay(today)}</span>
      </div>
      <figcaption id={descriptionId} style={{ marginTop: 8 }}>
        <span style={{ fontSize: 13, color: 'var(--pc-text-secondary)' }}>
          {describeReadiness(points, formatShortDay)} Franjas: baja (menos de {READINESS_THRESHOLDS.medium}),
          media y alta (desde {READINESS_THRESHOLDS.high}).
        </span>
      </figcaption>
    </figure>
  );
}
