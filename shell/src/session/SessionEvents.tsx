import { onAccountBlocked, onSessionExpired } from '@pipcrafters/api-client';
import { Messages, type PublicUser } from '@pipcrafters/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../public/public-ui';
import { useThemeStore } from '../theme/theme-store';
import { blockedMessageFor, statusFromBlockCode } from './account-status';
import { authApi } from './auth-api';
import { saveBrowserTimeZoneIfUnset } from './browser-time-zone';
import { runSessionExpiry, shouldAnnounceExpiry } from './session-expiry';
import { useSessionStore } from './session-store';
import { useSignOut } from './useSignOut';

/**
 * Applies a signed-in user: blocked accounts are signed out with their message, preferences take effect, and a
 * user without a time zone gets the browser's.
 */
export function useApplyUser() {
  const signOut = useSignOut();
  return (user: PublicUser) => {
    const blocked = blockedMessageFor(user.status);
    if (blocked) {
      void signOut({ blockedMessage: blocked });
      return;
    }
    useSessionStore.getState().setUser(user);
    if (user.preferences?.theme) useThemeStore.getState().setPreference(user.preferences.theme);
    saveBrowserTimeZoneIfUnset(user);
  };
}

/** Reads the account again and applies it (a decision, a role or a status changed); failures are left alone. */
export function useReloadUser() {
  const applyUser = useApplyUser();
  return () =>
    authApi
      .me()
      .then(({ user }) => applyUser(user))
      .catch(() => undefined);
}

/** Loads the session once, and reacts to the API client's session-expired and account-blocked signals. */
export function SessionEvents() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const applyUser = useApplyUser();
  const expired = useSessionStore((state) => state.expired);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is loaded once per page load.
  useEffect(() => {
    authApi
      .me()
      .then(({ user }) => applyUser(user))
      .catch(() => useSessionStore.getState().setUser(null));
  }, []);

  // Listeners are registered once; the latest navigate/signOut are read through refs so that re-renders
  // (navigate changes with every location) never cancel the banner and redirect timers.
  const navigateRef = useRef(navigate);
  const signOutRef = useRef(signOut);
  navigateRef.current = navigate;
  signOutRef.current = signOut;

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const stopExpired = onSessionExpired(() => {
      const session = useSessionStore.getState();
      const { user, submissions, expired } = session;
      if (!shouldAnnounceExpiry({ signedIn: Boolean(user), submissions, expired })) return;
      timers.push(
        ...runSessionExpiry({
          showBanner: () => session.setExpired(true),
          hideBanner: () => useSessionStore.getState().setExpired(false),
          endSession: () => {
            useSessionStore.getState().signOut();
            queryClient.clear();
          },
          currentPath: () => window.location.pathname,
          navigate: (to) => navigateRef.current(to, { replace: true }),
        }),
      );
    });
    const stopBlocked = onAccountBlocked((code, message) => {
      const session = useSessionStore.getState();
      const status = statusFromBlockCode(code);
      if (!session.user || !status) return;
      if (status === 'PENDING') {
        session.setUser({ ...session.user, status });
        navigateRef.current('/pending-approval', { replace: true });
      } else {
        void signOutRef.current({ blockedMessage: blockedMessageFor(status) ?? message });
      }
    });
    return () => {
      stopExpired();
      stopBlocked();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [queryClient]);

  if (!expired) return null;
  // Drawn without antd: this runs on every page, the public ones included.
  return <Alert banner warning title={Messages.sessionExpiredBanner} />;
}
