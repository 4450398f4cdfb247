import type { PublicUser } from '@pipcrafters/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth-api';
import { browserTimeZone, saveBrowserTimeZoneIfUnset } from './browser-time-zone';
import { useSessionStore } from './session-store';

vi.mock('./auth-api', () => ({ authApi: { updateUser: vi.fn() } }));
const updateUser = vi.mocked(authApi.updateUser);

let ids = 0;
/** A user nobody tried to save a zone for in this run (the helper remembers them per page load). */
function user(overrides: Partial<PublicUser> = {}): PublicUser {
  ids += 1;
  return {
    id: `usuario-${ids}`,
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    status: 'ACTIVE',
    roles: ['USER'],
    preferences: { theme: 'dark', timeZone: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone: 'America/Bogota',
  } as Intl.ResolvedDateTimeFormatOptions);
});
afterEach(() => {
  vi.restoreAllMocks();
  updateUser.mockReset();
  useSessionStore.getState().setUser(null);
});

const saved = (current: PublicUser, timeZone: string) =>
  Promise.resolve({ user: { ...current, preferences: { ...current.preferences, timeZone } } });

describe('saveBrowserTimeZoneIfUnset', () => {
  it('saves the browser’s zone once for an active user without one, and keeps it in the session', async () => {
    const ana = user();
    useSessionStore.getState().setUser(ana);
    updateUser.mockReturnValue(saved(ana, 'America/Bogota'));
    saveBrowserTimeZoneIfUnset(ana);
    saveBrowserTimeZoneIfUnset(ana);
    await vi.waitFor(() =>
      expect(useSessionStore.getState().user?.preferences.timeZone).toBe('America/Bogota'),
    );
    expect(updateUser).toHaveBeenCalledTimes(1);
    expect(updateUser).toHaveBeenCalledWith({ preferences: { timeZone: 'America/Bogota' } });
  });

  it('takes only the zone from the answer: a name saved meanwhile stays', async () => {
    const ana = user();
    useSessionStore.getState().setUser(ana);
    updateUser.mockReturnValue(saved(ana, 'America/Bogota'));
    saveBrowserTimeZoneIfUnset(ana);
    const session = useSessionStore.getState();
    session.setUser({ ...ana, firstName: 'Anabel' });
    await vi.waitFor(() =>
      expect(useSessionStore.getState().user).toMatchObject({
        firstName: 'Anabel',
        preferences: { theme: 'dark', timeZone: 'America/Bogota' },
      }),
    );
  });

  it('leaves a chosen zone, a pending applicant and a browser without a zone alone', () => {
    saveBrowserTimeZoneIfUnset(user({ preferences: { theme: 'dark', timeZone: 'Asia/Tokyo' } }));
    saveBrowserTimeZoneIfUnset(user({ status: 'PENDING' }));
    vi.mocked(Intl.DateTimeFormat.prototype.resolvedOptions).mockReturnValue(
      {} as Intl.ResolvedDateTimeFormatOptions,
    );
    expect(browserTimeZone()).toBeNull();
    saveBrowserTimeZoneIfUnset(user());
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    updateUser.mockRejectedValue(new Error('sin red'));
    saveBrowserTimeZoneIfUnset(user());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().user).toBeNull();
  });
});
