import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelListener } from '../realtime/adapter-connections';
import { parseSessionChange, SessionChangeFeed } from './session-changes';

describe('parseSessionChange', () => {
  it.each([
    ['s:1b4e28ba-2fa1-41d2-883f-0016d3cca427', { sid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' }],
    ['u:7c9e6679-7425-40de-944b-e07fc1f90ae7', { userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }],
    ['*', 'all'],
    ['ping:abc', undefined],
    // Anything not understood counts as everything: no change is ever missed by a malformed payload.
    ['s:', 'all'],
    ['u:', 'all'],
    ['', 'all'],
    ['x:1', 'all'],
  ])('%j → %j', (payload, change) => {
    expect(parseSessionChange(payload)).toEqual(change);
  });
});

describe('SessionChangeFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function feedOn(options: { echo: boolean }) {
    const target = { changed: vi.fn(), follow: vi.fn() };
    const warn = vi.fn();
    const feed = new SessionChangeFeed(target, {
      heartbeatMs: 1_000,
      heartbeatTimeoutMs: 300,
      onSilence: warn,
    });
    let listener: ChannelListener | undefined;
    const recycle = vi.fn(() => listener?.lost());
    const notify = vi.fn(async (payload: string) => {
      if (options.echo) setTimeout(() => listener?.message(payload), 10);
    });
    feed.start(
      {
        follow: (channel, heard) => {
          expect(channel).toBe('pipcrafters_session_changes');
          listener = heard;
          return { notify, recycle };
        },
      },
      'pipcrafters_session_changes',
    );
    return { feed, target, warn, notify, recycle, listener: () => listener as ChannelListener };
  }

  it('hands each announcement to the cache and follows only while the connection listens', () => {
    const { target, listener } = feedOn({ echo: true });
    listener().listening();
    expect(target.follow).toHaveBeenLastCalledWith(true);
    listener().message('s:abc');
    listener().message('u:def');
    listener().message('ping:another-gateway');
    expect(target.changed.mock.calls).toEqual([[{ sid: 'abc' }], [{ userId: 'def' }]]);
    listener().lost();
    expect(target.follow).toHaveBeenLastCalledWith(false);
  });

  it('keeps following while its heartbeats come back', async () => {
    const { target, notify, recycle, warn, listener } = feedOn({ echo: true });
    listener().listening();
    await vi.advanceTimersByTimeAsync(5_500);
    expect(notify).toHaveBeenCalledTimes(5);
    expect(recycle).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(target.follow.mock.calls).toEqual([[true]]);
    expect(target.changed).not.toHaveBeenCalled();
  });

  it('gives a silent connection up: the cache stops following and a new connection is asked for', async () => {
    const { target, notify, recycle, warn, listener } = feedOn({ echo: false });
    listener().listening();
    await vi.advanceTimersByTimeAsync(1_299);
    expect(recycle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(recycle).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(300);
    expect(target.follow).toHaveBeenLastCalledWith(false);
    // No heartbeat while nothing listens.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('counts a heartbeat that cannot be sent as one not heard', async () => {
    const { recycle, notify, listener } = feedOn({ echo: false });
    notify.mockRejectedValue(new Error('sin conexión'));
    listener().listening();
    await vi.advanceTimersByTimeAsync(1_300);
    expect(recycle).toHaveBeenCalledTimes(1);
  });
});
