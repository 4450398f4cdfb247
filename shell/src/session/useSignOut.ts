import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from './auth-api';
import { useSessionStore } from './session-store';

/** Ends the session on the server, forgets every cached query and returns to the auth page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (blockedMessage?: string) => {
      await authApi.logout().catch(() => undefined);
      useSessionStore.getState().signOut(blockedMessage);
      queryClient.clear();
      navigate('/auth', { replace: true });
    },
    [navigate, queryClient],
  );
}
