// The modules themselves, not the '@pipcrafters/ui' share: this runs at start, and the root bundle (landing, /auth)
// must not pull in the UI kit. In the shell's build they are the very modules of the shared copy remotes use.
import {
  type NavigationContextValue,
  registerShellApi,
  type ShellSession,
  sessionOf,
} from '@pipcrafters/ui/src/shell-api/shell-api';
import { useMemo } from 'react';
import { loadAntdProvider } from '../federation/antd-provider';
import { contextOf, useNavigationContextStore } from '../navigation-context/navigation-context-store';
import { subscribeRealtime } from '../realtime/realtime-events';
import { useSessionStore } from '../session/session-store';
import { useSignOut } from '../session/useSignOut';

/** The session the shell loaded (SessionEvents) and keeps current; remotes ask the server nothing. */
function useShellSession(): ShellSession {
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  const signOut = useSignOut();
  return useMemo(
    () => sessionOf(user, loading, ({ everywhere } = {}) => signOut({ everywhere })),
    [user, loading, signOut],
  );
}

function useShellNavigationContext(): NavigationContextValue {
  const section = useNavigationContextStore((state) => state.section);
  const visitedAt = useNavigationContextStore((state) => state.visitedAt);
  return useMemo(() => ({ section: contextOf(section), visitedAt }), [section, visitedAt]);
}

/** Lends remotes the shell's session, navigation context and realtime connection (see @pipcrafters/ui). */
export function registerShellImplementations(): void {
  registerShellApi({
    useSession: useShellSession,
    useNavigationContext: useShellNavigationContext,
    subscribeRealtime,
    loadAntdProvider,
  });
}
