import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  tone?: 'success' | 'danger';
  /** Under the value: what it means, or its date. */
  note?: ReactNode;
}

/** The colour of a gain or a loss (antd's success and danger texts), from the theme's variables. */
export const toneColor = (tone: 'success' | 'danger' | undefined) =>
  tone === 'success' ? 'var(--pc-success)' : tone === 'danger' ? 'var(--pc-error)' : undefined;
const NOTE = { margin: 0, color: 'var(--pc-text-secondary)', fontSize: 12 } as const;

/** Headline figures as a description list, wrapping into as many columns as fit. */
export function Figures({ figures, label, min = 150 }: { figures: Figure[]; label: string; min?: number }) {
  return (
    <dl
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}px), 1fr))`,
        gap: 16,
        margin: 0,
      }}
    >
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt style={NOTE}>{figure.label}</dt>
          <dd
            style={{
              margin: 0,
              fontSize: 20,
              fontWeight: 600,
              overflowWrap: 'anywhere',
              color: toneColor(figure.tone),
            }}
          >
            {figure.value}
          </dd>
          {figure.note ? <dd style={NOTE}>{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
