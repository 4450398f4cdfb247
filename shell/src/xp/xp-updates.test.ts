import { levelFromXp, type XpProfile } from '@pipcrafters/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dispatchRealtime, subscribeRealtime } from '../realtime/realtime-events';
import { applyXpUpdate, xpProfileKey } from './useXpProfile';

const profile = (xpTotal: number): XpProfile => ({ userId: 'u1', xpTotal, unlockedBadges: [] });

describe('xp:updated', () => {
  it('replaces the cached profile, so the level moves without asking the server', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(xpProfileKey('u1'), profile(90));
    applyXpUpdate(queryClient, profile(120));
    const cached = queryClient.getQueryData<XpProfile>(xpProfileKey('u1'));
    expect(cached?.xpTotal).toBe(120);
    expect(levelFromXp(cached?.xpTotal)).toBe(2);
    expect(queryClient.getQueryState(xpProfileKey('u1'))?.isInvalidated).toBe(false);
  });

  it('reaches the cache through the realtime listeners, as RealtimeConnection subscribes it', () => {
    const queryClient = new QueryClient();
    const stop = subscribeRealtime('xp:updated', (payload) => applyXpUpdate(queryClient, payload));
    dispatchRealtime('xp:updated', profile(210));
    stop();
    dispatchRealtime('xp:updated', profile(999));
    expect(queryClient.getQueryData<XpProfile>(xpProfileKey('u1'))?.xpTotal).toBe(210);
  });
});
