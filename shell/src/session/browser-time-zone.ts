import type { PublicUser } from '@pipcrafters/contracts';
import { authApi } from './auth-api';
import { useSessionStore } from './session-store';

/** The zone this browser runs in ("Europe/Madrid"), or null when the runtime does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Users whose zone this page load already tried to save: a refused zone is not sent again on every reload of me. */
const attempted = new Set<string>();

/**
 * Streaks and daily missions count days in the user's zone, which starts unset: the first signed-in page saves the
 * browser's (the profile page changes it). Quiet: a failure is only logged, and the next page load tries again.
 * Only ACTIVE users may change their profile (a pending applicant's PATCH would be refused).
 */
export function saveBrowserTimeZoneIfUnset(user: PublicUser): void {
  if (user.status !== 'ACTIVE' || user.preferences?.timeZone || attempted.has(user.id)) return;
  const timeZone = browserTimeZone();
  if (!timeZone) return;
  attempted.add(user.id);
  authApi
    .updateUser({ preferences: { timeZone } })
    .then(({ user: saved }) => {
      // Only the zone is taken from the answer: a profile change saved meanwhile keeps its own fields.
      const session = useSessionStore.getState();
      if (session.user?.id !== saved.id) return;
      session.setUser({
        ...session.user,
        preferences: { ...session.user.preferences, timeZone: saved.preferences.timeZone },
      });
    })
    .catch((error: unknown) => console.warn('No se pudo guardar la zona horaria del navegador', error));
}
