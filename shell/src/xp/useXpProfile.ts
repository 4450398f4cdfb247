import { apiFetch } from '@pipcrafters/api-client';
import { levelFromXp, type XpProfile } from '@pipcrafters/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';

/** The spec's default profile, used while the progress service is unavailable. */
export function defaultXpProfile(userId: string): XpProfile {
  return { userId, xpTotal: 0, unlockedBadges: [] };
}

export function useXpProfile() {
  const userId = useSessionStore((state) => state.user?.id);
  const query = useQuery({
    queryKey: ['xp', 'profile', userId],
    enabled: Boolean(userId),
    queryFn: () => apiFetch<XpProfile>('/api/xp/profile').catch(() => defaultXpProfile(userId ?? '')),
  });
  const profile = query.data ?? defaultXpProfile(userId ?? '');
  return { profile, level: levelFromXp(profile.xpTotal), loading: query.isPending && Boolean(userId) };
}
