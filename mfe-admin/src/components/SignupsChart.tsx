import type { SignupWeek } from '@pipcrafters/contracts';
import { useState } from 'react';
import { weekLabel, weekTitle } from '../format/dates';

const CHART_HEIGHT = 300;
const LABELS_HEIGHT = 28;
const PLOT_HEIGHT = CHART_HEIGHT - LABELS_HEIGHT;
const AXIS_WIDTH = 36;
/** The share of each week's column the bar takes (the rest is the gap between bars). */
const BAR_SHARE = 0.7;

const AXIS_TEXT = { color: 'var(--pc-text-secondary)', fontSize: 12, lineHeight: '16px' } as const;

function signupsText(count: number): string {
  return count === 1 ? '1 registro' : `${count} registros`;
}

/** The y axis' whole-number ticks from 0: about four steps of 1, 2 or 5 times a power of ten, the top above `max`. */
export function axisTicks(max: number): number[] {
  const raw = Math.max(max, 1) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/**
 * Sign-ups per week as bars, weeks labelled in Spanish by their Monday, drawn as a small SVG (twelve bars need no
 * chart library: recharts was 107 KB gzip of Panel Admin's first load). Colours are the theme's variables. A screen
 * reader gets every week in the label; pointing at a week shows its figure. The class names `recharts-surface` and
 * `recharts-bar-rectangle` are kept: the browser tests find the chart and its bars by them.
 */
export function SignupsChart({ weeks }: { weeks: SignupWeek[] }) {
  const [active, setActive] = useState<number | null>(null);
  const ticks = axisTicks(Math.max(0, ...weeks.map((week) => week.count)));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => PLOT_HEIGHT - (value / top) * (PLOT_HEIGHT - 8);
  const column = 100 / Math.max(weeks.length, 1);
  const summary = weeks.map((week) => `${weekTitle(week.weekStart)}: ${signupsText(week.count)}`).join('. ');
  const shown = active === null ? undefined : weeks[active];
  return (
    <div
      data-testid="signups-chart"
      role="img"
      aria-label={`Registros por semana. ${summary}.`}
      style={{ display: 'flex', height: CHART_HEIGHT, position: 'relative' }}
    >
      <div aria-hidden style={{ position: 'relative', width: AXIS_WIDTH, flex: 'none', height: PLOT_HEIGHT }}>
        {ticks.map((tick) => (
          <span
            key={tick}
            style={{ ...AXIS_TEXT, position: 'absolute', right: 8, top: y(tick) - 8, textAlign: 'right' }}
          >
            {tick}
          </span>
        ))}
      </div>
      <div style={{ flex: 1, minWidth: 0, position: 'relative' }} onPointerLeave={() => setActive(null)}>
        <svg className="recharts-surface" width="100%" height={PLOT_HEIGHT} aria-hidden focusable="false">
          {ticks.map((tick) =>
            tick === 0 ? null : (
              <line
                key={tick}
                x1="0"
                x2="100%"
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--pc-border-secondary)"
                strokeDasharray="3 3"
              />
            ),
          )}
          {weeks.map((week, index) => (
            <g key={week.weekStart} onPointerEnter={() => setActive(index)}>
              <rect
                x={`${index * column}%`}
                width={`${column}%`}
                y={0}
                height={PLOT_HEIGHT}
                fill={active === index ? 'var(--pc-hover)' : 'transparent'}
              />
              <rect
                className="recharts-bar-rectangle"
                x={`${(index + (1 - BAR_SHARE) / 2) * column}%`}
                width={`${BAR_SHARE * column}%`}
                y={y(week.count)}
                height={PLOT_HEIGHT - y(week.count)}
                rx={3}
                fill="var(--pc-primary)"
              />
            </g>
          ))}
          <line x1="0" x2="100%" y1={PLOT_HEIGHT - 0.5} y2={PLOT_HEIGHT - 0.5} stroke="var(--pc-border)" />
        </svg>
        <div aria-hidden style={{ display: 'flex', height: LABELS_HEIGHT, paddingTop: 6 }}>
          {weeks.map((week, index) => (
            <span
              key={week.weekStart}
              style={{ ...AXIS_TEXT, flex: 1, minWidth: 0, textAlign: 'center', whiteSpace: 'nowrap' }}
            >
              {/* Every third week, always the last, so the labels never run into each other on a phone. */}
              {(weeks.length - 1 - index) % 3 === 0 ? weekLabel(week.weekStart) : null}
            </span>
          ))}
        </div>
        {shown && active !== null ? (
          <div
            aria-hidden
            style={{
              position: 'absolute',
              top: Math.max(0, y(shown.count) - 64),
              left: `${Math.min(Math.max((active + 0.5) * column, 15), 85)}%`,
              transform: 'translateX(-50%)',
              padding: '6px 10px',
              background: 'var(--pc-elevated)',
              border: '1px solid var(--pc-border-secondary)',
              borderRadius: 8,
              boxShadow: 'var(--pc-shadow)',
              color: 'var(--pc-text)',
              fontSize: 13,
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
            }}
          >
            <div>{weekTitle(shown.weekStart)}</div>
            <div style={{ color: 'var(--pc-text-secondary)' }}>Registros: {signupsText(shown.count)}</div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
