import { forgetAccessToken } from '@pipcrafters/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from './auth-api';
import { useSessionStore } from './session-store';

export interface SignOutOptions {
  /** Why the account may not stay signed in (rejected, suspended), shown on the auth page. */
  blockedMessage?: string;
  /** End every session of the user, on every device, instead of this one only. */
  everywhere?: boolean;
}

/**
 * Ends the session on the server (this one, or all of them), forgets the stored user and every cached query, and
 * returns to the auth page. The realtime connection closes with the signed-in layout (RealtimeConnection).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ blockedMessage, everywhere = false }: SignOutOptions = {}) => {
      if (everywhere) await authApi.logoutEverywhere();
      else await authApi.logout().catch(() => undefined);
      forgetAccessToken();
      useSessionStore.getState().signOut(blockedMessage);
      queryClient.clear();
      navigate('/auth', { replace: true });
    },
    [navigate, queryClient],
  );
}
