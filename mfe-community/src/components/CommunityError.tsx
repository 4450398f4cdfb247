import { Alert, Button, Result } from '@pipcrafters/ui';
import type { ReactNode } from 'react';
import { communityErrorDetail } from '../api/errors';

/** "Error 503" (or "Error de red") and, under it, the server's message and any field messages. */
function ErrorDetail({ error }: { error: unknown }) {
  const { headline, message, details } = communityErrorDetail(error);
  return (
    <span data-testid="detalle-error" style={{ display: 'block' }}>
      <span style={{ display: 'block' }}>{headline}</span>
      {message ? <span style={{ display: 'block' }}>{message}</span> : null}
      {details.length ? (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20, textAlign: 'start' }}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

/** A page or list that could not be read: the spec's message ("Error al cargar posts"), what went wrong, retry. */
export function CommunityLoadError({
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
      subTitle={<ErrorDetail error={error} />}
      extra={
        <>
          {onRetry ? <Button onClick={onRetry}>Reintentar</Button> : null}
          {extra}
        </>
      }
    />
  );
}

/** A failed save or delete, where it happened ("Error al crear post" and the detail). */
export function CommunityErrorAlert({ title, error }: { title: string; error: unknown }) {
  return <Alert type="error" showIcon title={title} description={<ErrorDetail error={error} />} />;
}
