import { Card, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** A card titled by a level-2 heading (the page's h1 is CashCrafter), with actions on the right. */
export function SectionCard({
  title,
  extra,
  children,
  style,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      style={style}
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      {children}
    </Card>
  );
}
