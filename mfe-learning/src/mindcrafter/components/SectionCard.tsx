import { Card } from '@pipcrafters/ui';
import type { ReactNode } from 'react';

const HEADING = { fontSize: 18, fontWeight: 600, lineHeight: 1.4, margin: '0 0 12px' } as const;

/** A card of the page with its level-2 heading, as the query cards have theirs. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 style={HEADING}>{title}</h2>
      {children}
    </Card>
  );
}
