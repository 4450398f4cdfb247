import { Alert, Button, Card, Flex, Skeleton } from '@pipcrafters/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors';

interface QueryCardProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** What failed, in a few words: "No se pudieron cargar tus misiones". */
  errorTitle: string;
  /** How the failure is worded; the server's message by default. */
  describeError?: (error: unknown) => string;
  extra?: ReactNode;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** A card of the missions and MindCrafter pages with its own heading, loading skeleton and error (with a retry), drawn without antd. */
export function QueryCard<T>({
  title,
  query,
  errorTitle,
  describeError = errorMessage,
  extra,
  skeletonRows = 4,
  children,
}: QueryCardProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <Skeleton rows={skeletonRows} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={describeError(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  else body = children(query.data);
  return (
    <Card>
      <Flex justify="space-between" align="baseline" gap={8} wrap style={{ marginBottom: 12 }}>
        <h2 style={{ fontSize: 18, fontWeight: 600, lineHeight: 1.4, margin: 0 }}>{title}</h2>
        {extra}
      </Flex>
      {body}
    </Card>
  );
}
