import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  extra?: ReactNode;
}

// Plain elements with antd's heading look: Typography brings its editable mode (Input and rc-form) to every page, and
// no antd Flex either, so a page drawn without antd (the dashboard) downloads none of it.
const ROW_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 16,
  marginBottom: 24,
} as const;
const TITLE_STYLE = { fontSize: 28, fontWeight: 600, lineHeight: 1.21, margin: 0, color: 'inherit' } as const;
const DESCRIPTION_STYLE = {
  margin: '4px 0 0',
  color: 'var(--pc-text-secondary, rgba(128, 128, 128, 0.9))',
} as const;

/** The page's one h1, with an optional line of context and actions on the right. */
export function PageHeading({ title, description, extra }: PageHeadingProps) {
  return (
    <div style={ROW_STYLE}>
      <div>
        <h1 style={TITLE_STYLE}>{title}</h1>
        {description ? <div style={DESCRIPTION_STYLE}>{description}</div> : null}
      </div>
      {extra}
    </div>
  );
}
