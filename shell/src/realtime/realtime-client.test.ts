import type { AppNotification } from '@pipcrafters/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REALTIME_OPTIONS,
  RECONNECT_AFTER_REFUSAL_MS,
  type RealtimeHandlers,
  type RealtimeSocket,
  realtimeUser,
  startRealtime,
  stopRealtime,
} from './realtime-client';
import { subscribeRealtime } from './realtime-events';

class FakeSocket implements RealtimeSocket {
  readonly listeners = new Map<string, (...args: never[]) => void>();
  disconnected = false;
  active = true;
  connects = 0;
  connect() {
    this.connects += 1;
    return this;
  }
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, listener);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    (this.listeners.get(event) as ((...values: unknown[]) => void) | undefined)?.(...args);
  }
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const factory = vi.fn(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  const handlers: RealtimeHandlers = {
    onConnectionChange: vi.fn(),
    renewSession: vi.fn(async () => undefined),
  };
  return { sockets, factory, handlers };
}

afterEach(() => stopRealtime());

describe('realtime client', () => {
  it('connects to the same origin on the default path with the spec settings and the cookies', () => {
    const { factory, handlers } = setUp();
    startRealtime('u1', handlers, factory);
    expect(factory).toHaveBeenCalledWith(REALTIME_OPTIONS);
    expect(REALTIME_OPTIONS).toEqual({
      path: '/socket.io',
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      withCredentials: true,
    });
    expect('url' in REALTIME_OPTIONS).toBe(false);
  });

  it('listens to connect, disconnect and every server event, handing each to its listeners', () => {
    const { sockets, factory, handlers } = setUp();
    const onNotification = vi.fn();
    const onTradeUpdate = vi.fn();
    const stops = [
      subscribeRealtime('notification:new', onNotification),
      subscribeRealtime('trade:update', onTradeUpdate),
    ];
    startRealtime('u1', handlers, factory);
    const socket = sockets[0] as FakeSocket;
    expect([...socket.listeners.keys()].sort()).toEqual(
      [
        'connect',
        'connect_error',
        'disconnect',
        'notification:new',
        'xp:updated',
        'progress:updated',
        'trade:new',
        'import:progress',
        'trade:update',
        'comment:new',
      ].sort(),
    );
    const notification = { id: 'n1', title: 'Nueva misión' } as AppNotification;
    socket.emit('connect');
    socket.emit('notification:new', notification);
    socket.emit('trade:update', { id: 't9' });
    socket.emit('disconnect');
    for (const stop of stops) stop();
    expect(onNotification).toHaveBeenCalledWith(notification);
    expect(onTradeUpdate).toHaveBeenCalledWith({ id: 't9' });
    expect(handlers.onConnectionChange).toHaveBeenNthCalledWith(1, true);
    expect(handlers.onConnectionChange).toHaveBeenNthCalledWith(2, false);
  });

  it('renews the session and connects again when the gateway refuses an expired token', async () => {
    vi.useFakeTimers();
    try {
      const { sockets, factory, handlers } = setUp();
      startRealtime('u1', handlers, factory);
      const socket = sockets[0] as FakeSocket;

      socket.emit('connect_error', { message: 'sin conexión' });
      socket.active = false;
      socket.emit('connect_error', { message: 'Prohibido', data: { code: 'ACCOUNT_SUSPENDED' } });
      expect(handlers.renewSession).not.toHaveBeenCalled();

      socket.emit('connect_error', { message: 'No autorizado', data: { code: 'UNAUTHENTICATED' } });
      expect(handlers.renewSession).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(RECONNECT_AFTER_REFUSAL_MS);
      expect(socket.connects).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews the session once when engine.io refuses the handshake itself (no or expired cookie)', async () => {
    const { sockets, factory, handlers } = setUp();
    startRealtime('u1', handlers, factory);
    const socket = sockets[0] as FakeSocket;

    socket.emit('connect_error', { message: 'xhr poll error', type: 'TransportError', description: 0 });
    expect(handlers.renewSession).not.toHaveBeenCalled();
    const refused = { message: 'xhr poll error', type: 'TransportError', description: 403 };
    socket.emit('connect_error', refused);
    socket.emit('connect_error', refused);
    // socket.io retries by itself: one renewal, and no connect() of ours on top.
    expect(handlers.renewSession).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(0);

    // Once connected again, a later refusal renews again.
    socket.emit('connect');
    socket.emit('connect_error', refused);
    expect(handlers.renewSession).toHaveBeenCalledTimes(2);
  });

  it('renews the session and connects again when the gateway closes the socket (token expired)', async () => {
    vi.useFakeTimers();
    try {
      const { sockets, factory, handlers } = setUp();
      startRealtime('u1', handlers, factory);
      const socket = sockets[0] as FakeSocket;
      socket.emit('disconnect', 'transport close');
      expect(handlers.renewSession).not.toHaveBeenCalled();
      socket.emit('disconnect', 'io server disconnect');
      expect(handlers.renewSession).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(RECONNECT_AFTER_REFUSAL_MS);
      expect(socket.connects).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not reconnect a connection closed meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const { sockets, factory, handlers } = setUp();
      startRealtime('u1', handlers, factory);
      const socket = sockets[0] as FakeSocket;
      socket.active = false;
      socket.emit('connect_error', { message: 'No autorizado', data: { code: 'UNAUTHENTICATED' } });
      stopRealtime();
      await vi.advanceTimersByTimeAsync(RECONNECT_AFTER_REFUSAL_MS);
      expect(socket.connects).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is created once per signed-in user and closed on sign-out', () => {
    const { sockets, factory, handlers } = setUp();
    startRealtime('u1', handlers, factory);
    startRealtime('u1', handlers, factory);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(realtimeUser()).toBe('u1');

    stopRealtime();
    expect(sockets[0]?.disconnected).toBe(true);
    expect(sockets[0]?.listeners.size).toBe(0);
    expect(realtimeUser()).toBeNull();
  });

  it("replaces another user's connection", () => {
    const { sockets, factory, handlers } = setUp();
    startRealtime('u1', handlers, factory);
    startRealtime('u2', handlers, factory);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(sockets[1]?.disconnected).toBe(false);
    expect(realtimeUser()).toBe('u2');
  });
});
