import { REALTIME_EVENT_NAMES, SOCKET_CLIENT_OPTIONS } from '@pipcrafters/contracts';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { dispatchRealtime } from './realtime-events';

/** What the connection asks of its owner; the events themselves go to their listeners (realtime-events). */
export interface RealtimeHandlers {
  onConnectionChange?: (connected: boolean) => void;
  /**
   * The gateway refused the connection because the access token was missing, expired or its session ended.
   * Resolves once the session has been renewed (or rejects when it cannot be); the client then connects again.
   */
  renewSession: () => Promise<unknown>;
}

/** The part of a socket.io client socket used here (a test passes a fake). */
export interface RealtimeSocket {
  /** False after the server refused the handshake: socket.io does not retry that by itself. */
  readonly active: boolean;
  connect(): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeAllListeners(): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => RealtimeSocket;

/**
 * Same origin, default path, the spec's reconnection settings (1 s rising to 5 s, no attempt limit, 20 s timeout),
 * and the cookies sent along so the gateway authenticates the connection with the access token.
 */
export const REALTIME_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  ...SOCKET_CLIENT_OPTIONS,
  withCredentials: true,
};

const defaultFactory: SocketFactory = (options) => io(options);

/**
 * Why a connection failed. socket.io's handshake refusal carries the gateway's error code in `data` (see
 * RealtimeEvents in contracts); engine.io's, which comes first and opens no session (no access cookie, or an
 * expired one), is a transport error whose `description` is the HTTP status of the long-polling handshake, 403.
 */
interface ConnectError {
  data?: { code?: string };
  type?: string;
  description?: unknown;
}

const refusedBeforeASession = (error: ConnectError) =>
  error.type === 'TransportError' && error.description === 403;

/** After a refused handshake the session is renewed and the connection tried again, no sooner than this. */
export const RECONNECT_AFTER_REFUSAL_MS = SOCKET_CLIENT_OPTIONS.reconnectionDelay;

let current: { userId: string; socket: RealtimeSocket } | null = null;

/**
 * Opens the one realtime connection of the page for this user (a second call for the same user keeps it; another
 * user's replaces it). Every server event (REALTIME_EVENT_NAMES) is handed to its listeners, the shell's and the
 * remotes' (subscribeRealtime).
 */
export function startRealtime(userId: string, handlers: RealtimeHandlers, factory = defaultFactory): void {
  if (current?.userId === userId) return;
  stopRealtime();
  const socket = factory(REALTIME_OPTIONS);
  /** Whether the session was renewed for an engine.io refusal since the last connection. */
  let renewedAfterRefusal = false;
  socket.on('connect', () => {
    renewedAfterRefusal = false;
    handlers.onConnectionChange?.(true);
  });
  /** Renews the session, then connects again unless this connection was closed meanwhile. */
  const reconnectWithFreshSession = () =>
    handlers
      .renewSession()
      .then(() =>
        setTimeout(() => current?.socket === socket && socket.connect(), RECONNECT_AFTER_REFUSAL_MS),
      )
      .catch(() => undefined);
  socket.on('disconnect', (reason: string) => {
    handlers.onConnectionChange?.(false);
    // The gateway closes a socket whose access token expired; socket.io leaves that to the client to retry.
    if (reason === 'io server disconnect') void reconnectWithFreshSession();
  });
  for (const event of REALTIME_EVENT_NAMES) {
    socket.on(event, (payload: never) => dispatchRealtime(event, payload));
  }
  socket.on('connect_error', (error: ConnectError) => {
    // A network failure keeps the socket active and socket.io retries (1 s → 5 s); a refusal for an expired
    // session needs a fresh access cookie first. Any other refusal (blocked account) is the session's to handle.
    if (!socket.active && error.data?.code === 'UNAUTHENTICATED') void reconnectWithFreshSession();
    // Refused before any session (the access cookie expired): socket.io keeps retrying by itself (1 s → 5 s), so
    // renewing the cookie once is enough for a later attempt to carry it.
    if (socket.active && refusedBeforeASession(error) && !renewedAfterRefusal) {
      renewedAfterRefusal = true;
      handlers.renewSession().catch(() => undefined);
    }
  });
  current = { userId, socket };
}

/** Closes the connection (sign-out, blocked account, expired session); no reconnection follows. */
export function stopRealtime(): void {
  if (!current) return;
  current.socket.removeAllListeners();
  current.socket.disconnect();
  current = null;
}

export function realtimeUser(): string | null {
  return current?.userId ?? null;
}
