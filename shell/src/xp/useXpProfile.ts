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
 * An `xp:updated` push: the profile it carries becomes the cached one, so the sidebar's level (and every other reader
 * of the profile) moves at once, without asking the server again.
 */
export function applyXpUpdate(queryClient: QueryClient, profile: XpProfile): void {
  queryClient.setQueryData<XpProfile>(xpProfileKey(profile.userId), profile);
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
