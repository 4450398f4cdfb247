import { LinkButton } from '@pipcrafters/ui';
import { Alert, Card, Form, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

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
  const { token } = theme.useToken();
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} style={{ scrollMarginTop: 80 }}>
      <Card>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 20, marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Form layout="vertical" component="div">
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              columnGap: 16,
            }}
          >
            {children}
          </div>
        </Form>
        <div
          role="status"
          aria-live="polite"
          data-testid={`resultado-${id}`}
          style={{
            background: token.colorFillAlter,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            padding: 12,
            marginBottom: 12,
          }}
        >
          {figures ? (
            <dl
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
                gap: 12,
                margin: 0,
              }}
            >
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                    {figure.label}
                  </dt>
                  <dd style={{ margin: 0, fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {figure.value}
                  </dd>
                  {figure.note ? (
                    <dd style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                      {figure.note}
                    </dd>
                  ) : null}
                </div>
              ))}
            </dl>
          ) : (
            <Typography.Text type="secondary">
              Corrige los datos marcados para ver el resultado.
            </Typography.Text>
          )}
          {general.map((message) => (
            <Alert key={message} type="error" showIcon title={message} style={{ marginTop: 8 }} />
          ))}
        </div>
        {extra}
        <Typography.Paragraph style={{ marginBottom: 4 }}>{explanation}</Typography.Paragraph>
        <LinkButton
          type="link"
          to={`/aprende/lesson/${lesson.id}`}
          style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        >
          Lección: {lesson.title}
        </LinkButton>
      </Card>
    </section>
  );
}
