import { Alert, Card, Paragraph, Text } from '@pipcrafters/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ResultFigure {
  label: string;
  value: string;
  /** Shown under the figure: a convention, the rates' date. */
  note?: ReactNode;
}

export interface CalculatorSectionProps {
  id: string;
  title: string;
  /** The fields, laid out in a grid that becomes one column on a phone. */
  children: ReactNode;
  figures: ResultFigure[] | null;
  /** Messages about no single field (a missing rate). */
  general: string[];
  /** Under the figures: a warning, the rates' note. */
  extra?: ReactNode;
  explanation: ReactNode;
  lesson: { id: string; title: string };
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  columnGap: 16,
} as const;
const RESULT = {
  background: 'var(--pc-hover)',
  border: '1px solid var(--pc-border-secondary)',
  borderRadius: 8,
  padding: 12,
  marginBottom: 12,
} as const;
const FIGURES = { ...GRID, gap: 12, margin: 0 } as const;
const NOTE = { margin: 0, color: 'var(--pc-text-secondary)', fontSize: 12 } as const;

/** One calculator: its fields, the result as the user types (announced politely), the formula and its lesson. */
export function CalculatorSection({
  id,
  title,
  children,
  figures,
  general,
  extra,
  explanation,
  lesson,
}: CalculatorSectionProps) {
  return (
    // The address's target (#kelly), clear of the sticky header when the browser scrolls to it.
    <div id={id} style={{ scrollMarginTop: 80 }}>
      <Card title={title} headingLevel={2}>
        <div style={GRID}>{children}</div>
        <div role="status" aria-live="polite" data-testid={`resultado-${id}`} style={RESULT}>
          {figures ? (
            <dl style={FIGURES}>
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt style={NOTE}>{figure.label}</dt>
                  <dd style={{ margin: 0, fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {figure.value}
                  </dd>
                  {figure.note ? <dd style={NOTE}>{figure.note}</dd> : null}
                </div>
              ))}
            </dl>
          ) : (
            <Text secondary>Corrige los datos marcados para ver el resultado.</Text>
          )}
          {general.map((message) => (
            <div key={message} style={{ marginTop: 8 }}>
              <Alert type="error" showIcon title={message} />
            </div>
          ))}
        </div>
        {extra}
        <Paragraph>{explanation}</Paragraph>
        <Link to={`/aprende/lesson/${lesson.id}`} style={{ color: 'var(--pc-link)' }}>
          Lección: {lesson.title}
        </Link>
      </Card>
    </div>
  );
}
