import { BulbOutlined, InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

export type CalloutKind = 'nota' | 'ejemplo' | 'advertencia';

const KIND_LABELS: Record<CalloutKind, string> = {
  nota: 'Nota',
  ejemplo: 'Ejemplo',
  advertencia: 'Advertencia',
};

export function calloutKind(className: string | undefined): CalloutKind {
  const classes = (className ?? '').split(/\s+/);
  if (classes.includes('callout-advertencia')) return 'advertencia';
  if (classes.includes('callout-ejemplo')) return 'ejemplo';
  return 'nota';
}

/**
 * A note, example or warning box of a lesson, coloured from the theme's variables (info, success, warning, and a tint
 * of each on the surface) so it reads in the dark and the light theme alike, with no antd. Without a title of its
 * own it is named by its kind.
 */
export function Callout({
  kind,
  title,
  children,
}: {
  kind: CalloutKind;
  title?: string;
  children: ReactNode;
}) {
  const colours = {
    nota: { accent: 'var(--pc-info)', icon: <InfoCircleOutlined /> },
    ejemplo: { accent: 'var(--pc-success)', icon: <BulbOutlined /> },
    advertencia: { accent: 'var(--pc-warning)', icon: <WarningOutlined /> },
  }[kind];
  return (
    <div
      role="note"
      aria-label={title ? `${KIND_LABELS[kind]}: ${title}` : KIND_LABELS[kind]}
      className={`callout callout-${kind}`}
      style={{
        background: `color-mix(in srgb, ${colours.accent} 10%, var(--pc-surface))`,
        border: `1px solid color-mix(in srgb, ${colours.accent} 35%, var(--pc-surface))`,
        borderLeft: `4px solid ${colours.accent}`,
        borderRadius: 8,
        padding: '12px 16px',
        margin: '16px 0',
        color: 'var(--pc-text)',
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4, display: 'flex', gap: 8, alignItems: 'center' }}>
        <span style={{ color: colours.accent }} aria-hidden="true">
          {colours.icon}
        </span>
        {title ?? KIND_LABELS[kind]}
      </div>
      <div className="callout-body">{children}</div>
    </div>
  );
}
