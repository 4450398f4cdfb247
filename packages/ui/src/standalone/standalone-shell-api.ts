import { apiFetch } from '@pipcrafters/api-client';
import type { AuthResponse, PublicUser } from '@pipcrafters/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { SECTION_CONTEXTS, sectionForPath } from '../navigation-context/navigation-context';
import { type ShellApi, type ShellSession, sessionOf } from '../shell-api/shell-api';

const SESSION_KEY = ['standalone', 'session'] as const;

/** Signed in or not, asked once of the API (the dev server proxies /api to the gateway). */
function useStandaloneSession(): ShellSession {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_KEY,
    queryFn: () =>
      apiFetch<AuthResponse>('/api/auth/me').then(
        ({ user }): PublicUser | null => user,
        () => null,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const signOut = useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      await apiFetch<void>(everywhere ? '/api/auth/logout-all' : '/api/auth/logout', {
        method: 'POST',
      }).catch(() => undefined);
      queryClient.setQueryData(SESSION_KEY, null);
    },
    [queryClient],
  );
  return useMemo(() => sessionOf(session.data ?? null, session.isPending, signOut), [session, signOut]);
}

/**
 * The shell API of a remote opened on its own (no shell): the session read from the API, the navigation context
 * of the current path, and no realtime events, since only the shell may hold a socket.
 */
export const STANDALONE_SHELL_API: ShellApi = {
  useSession: useStandaloneSession,
  useNavigationContext: () => ({
    section: SECTION_CONTEXTS[sectionForPath(useLocation().pathname)],
    visitedAt: null,
  }),
  subscribeRealtime: () => () => undefined,
};
