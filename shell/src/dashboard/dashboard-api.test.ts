import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dispatchRealtime, subscribeRealtime } from '../realtime/realtime-events';
import { dashboardKeys, keysToRefresh } from './dashboard-api';

describe('realtime pushes on the dashboard', () => {
  it('refresh only the cards a progress change concerns, and the recommendations', () => {
    expect(keysToRefresh({ event: 'progress:updated', reason: 'missions' })).toEqual([
      dashboardKeys.missions(),
      dashboardKeys.recommendations(),
    ]);
    expect(keysToRefresh({ event: 'progress:updated', reason: 'streak' })).toEqual([
      dashboardKeys.streak(),
      dashboardKeys.recommendations(),
    ]);
    expect(keysToRefresh({ event: 'progress:updated', reason: 'goals' })).toEqual([
      dashboardKeys.goals(),
      dashboardKeys.recommendations(),
    ]);
    expect(keysToRefresh({ event: 'progress:updated', reason: 'badges' })).toEqual([]);
  });

  it('read the course, goals and streak again when XP moves, leaving the profile to RealtimeConnection', () => {
    const keys = keysToRefresh({ event: 'xp:updated' });
    expect(keys).toContainEqual(dashboardKeys.learningOverview());
    expect(keys).toContainEqual(dashboardKeys.goals());
    expect(keys).toContainEqual(dashboardKeys.streak());
    expect(keys.some((key) => key[0] === 'xp')).toBe(false);
  });

  it('share the course overview with the learning remote, so either refresh reaches both', () => {
    expect(dashboardKeys.learningOverview()).toEqual(['learning', 'overview']);
  });

  it('mark the cached goals stale when dispatched through the shell listeners', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(dashboardKeys.goals(), []);
    queryClient.setQueryData(dashboardKeys.missions(), []);
    const stop = subscribeRealtime('progress:updated', ({ reason }) => {
      for (const queryKey of keysToRefresh({ event: 'progress:updated', reason }))
        void queryClient.invalidateQueries({ queryKey });
    });
    dispatchRealtime('progress:updated', { reason: 'goals' });
    stop();
    expect(queryClient.getQueryState(dashboardKeys.goals())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(dashboardKeys.missions())?.isInvalidated).toBe(false);
  });
});
