import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
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

/** A card of the missions pages with its own heading, loading skeleton and error (with a retry). */
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
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: skeletonRows }} />;
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
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {body}
    </Card>
  );
}
