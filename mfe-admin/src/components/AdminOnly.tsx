import type { PublicUser } from '@pipcrafters/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Spin } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { adminApi, adminKeys } from '../api/admin-api';
import { LoadError } from './LoadError';

export const NOT_ALLOWED_TEXT = 'No tienes permisos para ver esta página';

const ViewerContext = createContext<PublicUser | null>(null);

/** The admin signed in, as AdminOnly asked the server (null outside AdminOnly). */
export function useViewer(): PublicUser | null {
  return useContext(ViewerContext);
}

/** Who is signed in, asked of the server whenever an admin page opens. */
function useViewerQuery() {
  return useQuery({
    queryKey: adminKeys.viewer,
    queryFn: ({ signal }) => adminApi.viewer(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Renders the admin pages only for an active admin, asking the server who is signed in each time an admin page
 * opens. The shell already refuses these routes to non-admins and every /api/admin call is refused by the gateway
 * and by identity; this keeps the area itself from mounting (and fetching) for anyone else should it be reached
 * some other way.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const viewer = useViewerQuery();

  if (viewer.isPending)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label="Comprobando permisos" />
      </Flex>
    );
  if (viewer.isError)
    return (
      <LoadError
        title="No se pudieron comprobar tus permisos"
        error={viewer.error}
        onRetry={() => void viewer.refetch()}
      />
    );
  const { user } = viewer.data;
  if (user.status !== 'ACTIVE' || !user.roles.includes('ADMIN'))
    return <Result status="403" title="403" subTitle={NOT_ALLOWED_TEXT} />;
  return <ViewerContext.Provider value={user}>{children}</ViewerContext.Provider>;
}
