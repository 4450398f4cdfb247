import { Card, Empty, LinkButton, Skeleton } from '@pipcrafters/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../components/LoadError';

/** Why a card has nothing to show: no trades at all (a call to the journal) or none that match the filters. */
export function NoTrades({ narrowed }: { narrowed: boolean }) {
  return narrowed ? (
    <Empty description="Ninguna operación cumple estos filtros." />
  ) : (
    <Empty description="Aún no tienes operaciones en tu diario.">
      <LinkButton to="/pipjournal" variant="primary">
        Registrar operaciones
      </LinkButton>
    </Empty>
  );
}

/** A card of EdgePilot (the kit's: a section named by its h2), with its query's loading, error, empty and loaded states. */
export function StatsCard<T>({
  title,
  query,
  isEmpty,
  narrowed,
  extra,
  errorTitle,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  narrowed: boolean;
  extra?: ReactNode;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) body = <Skeleton rows={4} />;
  else if (query.isError && query.data === undefined)
    body = <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  else if (isEmpty(query.data as T)) body = <NoTrades narrowed={narrowed} />;
  else body = children(query.data as T);
  return (
    <Card title={title} headingLevel={2} extra={extra}>
      <div style={{ overflowX: 'auto' }}>{body}</div>
    </Card>
  );
}
