import { ApiError } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';

/** The server's Spanish message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : Messages.unknownError;
}

/** A failed load: what failed, the server's reason and a retry of that query alone. */
export function LoadError({ query, title }: { query: UseQueryResult<unknown>; title: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(query.error)}
      action={
        <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
          Reintentar
        </Button>
      }
    />
  );
}
