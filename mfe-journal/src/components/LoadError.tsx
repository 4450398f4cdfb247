import { Button, Result } from 'antd';
import { errorMessage } from '../api/errors';

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
