import { apiFetch } from '@pipcrafters/api-client';
import { levelFromXp, type XpProfile } from '@pipcrafters/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';

/** The spec's default profile, used while the progress service is unavailable. */
export function defaultXpProfile(userId: string): XpProfile {
  return { userId, xpTotal: 0, unlockedBadges: [] };
}

export const xpProfileKey = (userId: string | undefined) => ['xp', 'profile', userId] as const;

/**
 * An `xp:updated` push: the profile is read again, so the sidebar's level (and every other reader of the profile)
 * moves at once. The push's own figure is not trusted as the latest: one event can pay several awards, and their
 * pushes may arrive in any order; the read after the last push always returns the ledger as it is.
 */
export function applyXpUpdate(queryClient: QueryClient, profile: XpProfile): void {
  void queryClient.invalidateQueries({ queryKey: xpProfileKey(profile.userId) });
}

export function useXpProfile() {
  const userId = useSessionStore((state) => state.user?.id);
  const query = useQuery({
    queryKey: xpProfileKey(userId),
    enabled: Boolean(userId),
    queryFn: () => apiFetch<XpProfile>('/api/xp/profile').catch(() => defaultXpProfile(userId ?? '')),
  });
  const profile = query.data ?? defaultXpProfile(userId ?? '');
  return { profile, level: levelFromXp(profile.xpTotal), loading: query.isPending && Boolean(userId) };
}
