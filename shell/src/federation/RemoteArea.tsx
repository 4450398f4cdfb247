import type { RemoteDefinition } from '@pipcrafters/contracts';
import type { RemoteRoute } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { ModuleLoading } from '../app/ModuleLoading';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useSessionStore } from '../session/session-store';
import { mayEnterArea } from './area-access';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorCard } from './RemoteErrorCard';
import { loadRemoteRoutes } from './remote-loader';

function RemoteRoutes({ routes }: { routes: RemoteRoute[] }) {
  return useRoutes(routes) ?? <NotFoundPage />;
}

function LoadedRemote({ remote }: { remote: RemoteDefinition }) {
  const routesQuery = useQuery({
    queryKey: ['remote-routes', remote.name],
    queryFn: () => loadRemoteRoutes(remote.name),
    // The loader retries with backoff itself; a failure stays visible until "Reintentar" or the next visit.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const retry = () => void routesQuery.refetch();

  if (routesQuery.isPending || (routesQuery.isError && routesQuery.isFetching)) return <ModuleLoading />;
  if (routesQuery.isError) return <RemoteErrorCard remote={remote} onRetry={retry} />;
  return (
    <RemoteErrorBoundary
      onRetry={retry}
      fallback={(reset) => <RemoteErrorCard remote={remote} onRetry={reset} />}
    >
      <Suspense fallback={<ModuleLoading />}>
        <RemoteRoutes routes={routesQuery.data} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * The area of the page owned by a remote: its routes, loaded at runtime from wherever the config says. An area
 * whose row in the table names a `requiredRole` (administration: ADMIN) is refused to anyone without it here,
 * before its remote entry is fetched or any of its data is asked for.
 */
export function RemoteArea({ remote }: { remote: RemoteDefinition }) {
  const user = useSessionStore((state) => state.user);
  if (!mayEnterArea(remote, user)) {
    return <ForbiddenPage />;
  }
  return <LoadedRemote remote={remote} />;
}
