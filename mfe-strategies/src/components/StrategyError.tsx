import { Alert, Button, Result } from '@pipcrafters/ui';
import type { ReactNode } from 'react';
import { strategyErrorDetail, strategyErrorDetails } from '../api/errors';

/** The general message ("Error al cargar estrategias") and, under it, what went wrong ("Error 503: …"). */
export function StrategyLoadError({
  title,
  error,
  onRetry,
  extra,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  extra?: ReactNode;
}) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={<span data-testid="detalle-error">{strategyErrorDetail(error)}</span>}
      extra={
        <>
          {onRetry ? <Button onClick={onRetry}>Reintentar</Button> : null}
          {extra}
        </>
      }
    />
  );
}

/** A failed save or delete, where it happened: the general message, the detail and any field messages. */
export function StrategyErrorAlert({ title, error }: { title: string; error: unknown }) {
  const details = strategyErrorDetails(error);
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <>
          <span data-testid="detalle-error">{strategyErrorDetail(error)}</span>
          {details.length ? (
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </>
      }
    />
  );
}
