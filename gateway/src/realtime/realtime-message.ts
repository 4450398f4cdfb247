import {
  ALL_USERS,
  REALTIME_EVENT_NAMES,
  type RealtimeEventName,
  type UserRealtimeMessage,
} from '@pipcrafters/contracts';

const EVENT_NAMES: ReadonlySet<string> = new Set(REALTIME_EVENT_NAMES);

/**
 * Events that are public facts, and so may go to every signed-in socket (ALL_USERS): anything else addressed to
 * everyone is a mistake (a private notification broadcast) and is dropped.
 */
export const BROADCAST_EVENTS: ReadonlySet<RealtimeEventName> = new Set<RealtimeEventName>(['comment:new']);

/** Users' ids are UUIDs: anything else (an empty string, '*', a room name) never names a user's room. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a queued message may go out: addressed to one user (a UUID) or, for a public event (BROADCAST_EVENTS),
 * to ALL_USERS, with an event the browser knows (REALTIME_EVENT_NAMES) and a payload. Anything else is dropped,
 * never emitted under a made-up name or to a made-up room.
 */
export function isDeliverable(message: unknown): message is UserRealtimeMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { userId, event, payload } = message as Partial<Record<keyof UserRealtimeMessage, unknown>>;
  if (typeof event !== 'string' || !EVENT_NAMES.has(event) || payload === undefined) return false;
  if (userId === ALL_USERS) return BROADCAST_EVENTS.has(event as RealtimeEventName);
  return typeof userId === 'string' && USER_ID.test(userId);
}
