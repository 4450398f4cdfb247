import { Button, Result } from '@pipcrafters/ui';
import { errorMessage } from '../api/errors';

/** A query that failed: what did not load, the server's reason and «Reintentar» (the kit's Result: no antd). */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={errorMessage(error)}
      extra={<Button onClick={onRetry}>Reintentar</Button>}
    />
  );
}
