import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import {
  expiryRedirect,
  runSessionExpiry,
  SESSION_BANNER_MS,
  SESSION_REDIRECT_DELAY_MS,
  shouldAnnounceExpiry,
} from './session-expiry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function actions(path: string) {
  const calls: string[] = [];
  return {
    calls,
    actions: {
      showBanner: () => calls.push('banner'),
      hideBanner: () => calls.push('banner-off'),
      endSession: () => calls.push('end'),
      currentPath: () => path,
      navigate: (to: string) => calls.push(`go ${to}`),
    },
  };
}

describe('an expired session', () => {
  it('uses the spec timings', () => {
    expect(SESSION_REDIRECT_DELAY_MS).toBe(2000);
    expect(SESSION_BANNER_MS).toBe(3000);
  });

  it('shows the banner at once, ends the session and goes to /auth after 2 s, hides the banner after 3 s', () => {
    const { calls, actions: run } = actions('/pipjournal');
    runSessionExpiry(run);
    expect(calls).toEqual(['banner']);
    vi.advanceTimersByTime(1999);
    expect(calls).toEqual(['banner']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['banner', 'end', 'go /auth']);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['banner', 'end', 'go /auth', 'banner-off']);
  });

  it('does not redirect when the path already contains /auth', () => {
    expect(expiryRedirect('/auth')).toBeNull();
    expect(expiryRedirect('/x/auth/y')).toBeNull();
    expect(expiryRedirect('/profile')).toBe('/auth');
    const { calls, actions: run } = actions('/auth');
    runSessionExpiry(run);
    vi.advanceTimersByTime(3000);
    expect(calls).toEqual(['banner', 'end', 'banner-off']);
  });

  it('is announced once, only for a signed-in user with no form submission in flight', () => {
    expect(shouldAnnounceExpiry({ signedIn: true, submissions: 0, expired: false })).toBe(true);
    expect(shouldAnnounceExpiry({ signedIn: true, submissions: 1, expired: false })).toBe(false);
    expect(shouldAnnounceExpiry({ signedIn: true, submissions: 0, expired: true })).toBe(false);
    expect(shouldAnnounceExpiry({ signedIn: false, submissions: 0, expired: false })).toBe(false);
  });
});

describe('query client', () => {
  it('retries once, keeps data fresh 5 minutes and does not refetch on window focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: 1, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});
