import { type RealtimeEvents, SOCKET_CLIENT_OPTIONS } from '@pipcrafters/contracts';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';

export interface RealtimeHandlers {
  onNotification: (notification: RealtimeEvents['notification:new']) => void;
  onTrade: (event: 'trade:new' | 'trade:update', trade: RealtimeEvents['trade:new']) => void;
  onConnectionChange?: (connected: boolean) => void;
}

/** The part of a socket.io client socket used here (a test passes a fake). */
export interface RealtimeSocket {
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

let current: { userId: string; socket: RealtimeSocket } | null = null;

/**
 * Opens the one realtime connection of the page for this user (a second call for the same user keeps it; another
 * user's replaces it).
 */
export function startRealtime(userId: string, handlers: RealtimeHandlers, factory = defaultFactory): void {
  if (current?.userId === userId) return;
  stopRealtime();
  const socket = factory(REALTIME_OPTIONS);
  socket.on('connect', () => handlers.onConnectionChange?.(true));
  socket.on('disconnect', () => handlers.onConnectionChange?.(false));
  socket.on('notification:new', (notification: RealtimeEvents['notification:new']) =>
    handlers.onNotification(notification),
  );
  socket.on('trade:new', (trade: RealtimeEvents['trade:new']) => handlers.onTrade('trade:new', trade));
  socket.on('trade:update', (trade: RealtimeEvents['trade:update']) =>
    handlers.onTrade('trade:update', trade),
  );
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
