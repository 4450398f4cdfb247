import { Card } from '@pipcrafters/ui';
import type { ReactNode } from 'react';

/** A card titled by a level-2 heading (the page's h1 is CashCrafter), with actions on the right. */
export function SectionCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} extra={extra} headingLevel={2}>
      {children}
    </Card>
  );
}
