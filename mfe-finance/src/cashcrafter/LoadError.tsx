import { Button, Result } from '@pipcrafters/ui';
import { errorMessage } from '../api/errors';

/** What could not be read, the server's reason, and "Reintentar". */
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
