import type { RemoteDefinition } from '@pipcrafters/contracts';
import type { RemoteRoute } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useRoutes } from 'react-router-dom';
import { ModuleLoading } from '../app/ModuleLoading';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useSessionStore } from '../session/session-store';
import { withAntdTheme } from '../theme/with-antd-theme';
import { AntdProvided } from './antd-provider';
import { mayEnterArea } from './area-access';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteRoutes } from './remote-loader';

// Drawn with antd: downloaded (with antd's provider) only when shown.
const ForbiddenPage = lazy(() =>
  withAntdTheme(import('../pages/ForbiddenPage').then((m) => m.ForbiddenPage)),
);
const RemoteErrorCard = lazy(() => withAntdTheme(import('./RemoteErrorCard').then((m) => m.RemoteErrorCard)));

/**
 * A remote's pages: those drawn with antd inside antd's provider (downloaded with the page), those whose route says
 * `antd: false` without it, so their first view downloads neither antd nor its style engine.
 */
function RemoteRoutes({ routes }: { routes: RemoteRoute[] }) {
  const drawn = useMemo(
    () =>
      routes.map((route) =>
        route.antd === false ? route : { ...route, element: <AntdProvided>{route.element}</AntdProvided> },
      ),
    [routes],
  );
  return useRoutes(drawn) ?? <NotFoundPage />;
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
  if (routesQuery.isError) {
    return (
      <Suspense fallback={<ModuleLoading />}>
        <RemoteErrorCard remote={remote} onRetry={retry} />
      </Suspense>
    );
  }
  return (
    <RemoteErrorBoundary
      onRetry={retry}
      fallback={(reset) => (
        <Suspense fallback={<ModuleLoading />}>
          <RemoteErrorCard remote={remote} onRetry={reset} />
        </Suspense>
      )}
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
    return (
      <Suspense fallback={<ModuleLoading />}>
        <ForbiddenPage />
      </Suspense>
    );
  }
  return <LoadedRemote remote={remote} />;
}
