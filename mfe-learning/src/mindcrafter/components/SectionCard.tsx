import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A card of the page with its level-2 heading, as the query cards have theirs. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 12px' }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}
