import { BulbOutlined, InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { theme } from 'antd';
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
 * A note, example or warning box of a lesson, coloured from the theme's tokens (info, success, warning) so it reads
 * in the dark and the light theme alike. Without a title of its own it is named by its kind.
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
  const { token } = theme.useToken();
  const colours = {
    nota: {
      bg: token.colorInfoBg,
      border: token.colorInfoBorder,
      accent: token.colorInfo,
      icon: <InfoCircleOutlined />,
    },
    ejemplo: {
      bg: token.colorSuccessBg,
      border: token.colorSuccessBorder,
      accent: token.colorSuccess,
      icon: <BulbOutlined />,
    },
    advertencia: {
      bg: token.colorWarningBg,
      border: token.colorWarningBorder,
      accent: token.colorWarning,
      icon: <WarningOutlined />,
    },
  }[kind];
  return (
    <div
      role="note"
      aria-label={title ? `${KIND_LABELS[kind]}: ${title}` : KIND_LABELS[kind]}
      className={`callout callout-${kind}`}
      style={{
        background: colours.bg,
        border: `1px solid ${colours.border}`,
        borderLeft: `4px solid ${colours.accent}`,
        borderRadius: token.borderRadiusLG,
        padding: '12px 16px',
        margin: '16px 0',
        color: token.colorText,
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
