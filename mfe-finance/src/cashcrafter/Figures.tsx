import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  tone?: 'success' | 'danger';
  /** Under the value: what it means, or its date. */
  note?: ReactNode;
}

/** Headline figures as a description list, wrapping into as many columns as fit. */
export function Figures({ figures, label, min = 150 }: { figures: Figure[]; label: string; min?: number }) {
  const { token } = theme.useToken();
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
          <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{figure.label}</dt>
          <dd style={{ margin: 0, fontSize: 20, fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Typography.Text type={figure.tone} style={{ fontSize: 'inherit', fontWeight: 'inherit' }}>
              {figure.value}
            </Typography.Text>
          </dd>
          {figure.note ? (
            <dd style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {figure.note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
