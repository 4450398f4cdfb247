import type { ErrorCode } from './errors';
import type { AppNotification } from './notifications';
import type { XpProfile } from './profile';

/**
 * Server → browser events on the user's socket.io room (the gateway hosts socket.io on the default path
 * /socket.io; a connection authenticates with the access token and joins `userRoom(userId)`).
 */
export interface RealtimeEvents {
  'notification:new': AppNotification;
  /** The user's XP changed (the sidebar's level reads it). */
  'xp:updated': XpProfile;
  /** The user's missions, streak or goals moved (a mission progressed or completed itself, a badge unlocked). */
  'progress:updated': { reason: 'missions' | 'streak' | 'goals' | 'badges' };
  /** A trade was added; an import sends one for all its trades (`importId`, `count`). */
  'trade:new': { id: string; importId?: string; count?: number };
  /** A trade changed or was deleted (for an undone import: the import's id). */
  'trade:update': { id: string };
  /** How far an import's write has got, for the upload the browser named `uploadId`. */
  'import:progress': { uploadId: string; done: number; total: number };
  /** A comment was added to a post (sent to every signed-in socket: a page showing that post reads it again). */
  'comment:new': { postId: string; commentId: string };
}

export type RealtimeEventName = keyof RealtimeEvents;

export const REALTIME_EVENT_NAMES: readonly RealtimeEventName[] = [
  'notification:new',
  'xp:updated',
  'progress:updated',
  'trade:new',
  'trade:update',
  'import:progress',
  'comment:new',
];

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** `userId` of a message for every connected, signed-in socket (a public fact such as a new comment). */
export const ALL_USERS = '*';

/** A user-scoped message a service publishes for the gateway to emit on that user's room (or to all: ALL_USERS). */
export interface UserRealtimeMessage<E extends RealtimeEventName = RealtimeEventName> {
  userId: string;
  event: E;
  payload: RealtimeEvents[E];
}

/**
 * `err.data` of the `connect_error` with which the gateway refuses a socket (`err.message` is the Spanish text):
 * UNAUTHENTICATED (no, invalid or expired token, or the session ended: refresh, then `socket.connect()`),
 * ACCOUNT_REJECTED / ACCOUNT_SUSPENDED, CSRF_REJECTED (foreign origin), RATE_LIMITED (too many sockets).
 */
export interface RealtimeConnectErrorData {
  code: ErrorCode;
}

/** socket.io client settings from the specification (§9). */
export const SOCKET_CLIENT_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;
