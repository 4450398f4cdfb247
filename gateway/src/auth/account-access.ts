import type { SessionState } from '@pipcrafters/contracts';
import type { Caller } from '@pipcrafters/service-kit';

/**
 * The caller behind a verified access token, as identity sees its session now (status and roles fresh, not the
 * token's): none when the session is unknown, ended, or belongs to someone else. `accessRefusal` decides the rest.
 */
export function sessionCaller(userId: string, session: SessionState | null): Caller | null {
  return session?.active && session.userId === userId ? session : null;
}
