import { levelFromXp, type XpProfile } from '@pipcrafters/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dispatchRealtime, subscribeRealtime } from '../realtime/realtime-events';
import { applyXpUpdate, xpProfileKey } from './useXpProfile';

const profile = (xpTotal: number): XpProfile => ({ userId: 'u1', xpTotal, unlockedBadges: [] });

describe('xp:updated', () => {
  it('reads the profile again on every push, so pushes arriving out of order never leave a stale level', async () => {
    const queryClient = new QueryClient();
    let served = 120;
    const read = () =>
      queryClient.fetchQuery({ queryKey: xpProfileKey('u1'), queryFn: async () => profile(served) });
    await read();
    // One lesson paid 10, then a mission 20: the pushes say 130 and then 110 (the older one last).
    served = 130;
    applyXpUpdate(queryClient, profile(130));
    applyXpUpdate(queryClient, profile(110));
    expect(queryClient.getQueryState(xpProfileKey('u1'))?.isInvalidated).toBe(true);
    await read();
    const cached = queryClient.getQueryData<XpProfile>(xpProfileKey('u1'));
    expect(cached?.xpTotal).toBe(130);
    expect(levelFromXp(cached?.xpTotal)).toBe(2);
  });

  it('reaches the cache through the realtime listeners, as RealtimeConnection subscribes it', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(xpProfileKey('u1'), profile(90));
    const stop = subscribeRealtime('xp:updated', (payload) => applyXpUpdate(queryClient, payload));
    dispatchRealtime('xp:updated', profile(210));
    stop();
    expect(queryClient.getQueryState(xpProfileKey('u1'))?.isInvalidated).toBe(true);
  });
});
