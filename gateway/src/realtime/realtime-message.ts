import { REALTIME_EVENT_NAMES, type UserRealtimeMessage } from '@pipcrafters/contracts';

const EVENT_NAMES: ReadonlySet<string> = new Set(REALTIME_EVENT_NAMES);

/**
 * Whether a queued message may go out: addressed to one user, with an event the browser knows
 * (REALTIME_EVENT_NAMES) and a payload. Anything else is dropped, never emitted under a made-up name.
 */
export function isDeliverable(message: unknown): message is UserRealtimeMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { userId, event, payload } = message as Partial<Record<keyof UserRealtimeMessage, unknown>>;
  return (
    typeof userId === 'string' &&
    userId.trim() !== '' &&
    typeof event === 'string' &&
    EVENT_NAMES.has(event) &&
    payload !== undefined
  );
}
