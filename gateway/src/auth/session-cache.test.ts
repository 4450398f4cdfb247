import type { SessionState } from '@pipcrafters/contracts';
import { describe, expect, it, vi } from 'vitest';
import { SessionCache } from './session-cache';

const active: SessionState = { active: true, userId: 'u1', status: 'ACTIVE', roles: ['USER'] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SessionCache', () => {
  it('asks once within the lifetime, and shares concurrent lookups', async () => {
    const lookup = vi.fn(async () => active);
    const cache = new SessionCache({ ttlMs: 1000, max: 10, lookup });
    const results = await Promise.all([cache.get('s1'), cache.get('s1'), cache.get('s1')]);
    expect(results).toEqual([active, active, active]);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('asks again after the lifetime or after an eviction', async () => {
    const lookup = vi.fn(async () => active);
    const cache = new SessionCache({ ttlMs: 30, max: 10, lookup });
    await cache.get('s1');
    await sleep(60);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(2);
    cache.evict('s1');
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('never keeps a pending account’s state, so its approval counts at once', async () => {
    const pending: SessionState = { ...active, status: 'PENDING' };
    const lookup = vi.fn(async () => pending);
    const cache = new SessionCache({ ttlMs: 60_000, max: 10, lookup });
    expect(await cache.get('s1')).toEqual(pending);
    lookup.mockResolvedValue(active);
    expect(await cache.get('s1')).toEqual(active);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('remembers unknown sessions as null, but never caches failures', async () => {
    const lookup = vi.fn<(sid: string) => Promise<SessionState | null>>();
    lookup.mockRejectedValueOnce(new Error('down')).mockResolvedValue(null);
    const cache = new SessionCache({ ttlMs: 1000, max: 10, lookup });
    await expect(cache.get('s1')).rejects.toThrow('down');
    expect(await cache.get('s1')).toBeNull();
    expect(await cache.get('s1')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('stays bounded', async () => {
    const cache = new SessionCache({ ttlMs: 1000, max: 3, lookup: async () => active });
    for (const sid of ['a', 'b', 'c', 'd', 'e']) await cache.get(sid);
    expect(cache.size).toBe(3);
  });
});

describe('SessionCache following identity’s announcements', () => {
  const other: SessionState = { ...active, userId: 'u2' };
  function clocked(options: { ttlMs?: number; followedTtlMs?: number } = {}) {
    let now = 1_000_000;
    const states = new Map<string, SessionState | null>([
      ['s1', active],
      ['s2', active],
      ['s3', other],
    ]);
    const lookup = vi.fn(async (sid: string) => states.get(sid) ?? null);
    const cache = new SessionCache({
      ttlMs: options.ttlMs ?? 5_000,
      followedTtlMs: options.followedTtlMs ?? 60_000,
      max: 100,
      lookup,
      now: () => now,
    });
    return { cache, lookup, states, advance: (ms: number) => (now += ms), at: () => now };
  }

  it('keeps a state for the short lifetime until it follows, then for the long one', async () => {
    const { cache, lookup, advance } = clocked();
    await cache.get('s1');
    advance(5_001);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(2);
    cache.follow(true);
    expect(cache.following).toBe(true);
    await cache.get('s1');
    advance(59_000);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(3);
    advance(1_001);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it('drops one session, every session of a user, or everything as announced', async () => {
    const { cache, lookup } = clocked();
    cache.follow(true);
    for (const sid of ['s1', 's2', 's3']) await cache.get(sid);
    expect(cache.size).toBe(3);
    cache.changed({ sid: 's1' });
    expect(cache.size).toBe(2);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(4);
    cache.changed({ userId: 'u1' });
    expect(cache.size).toBe(1);
    await cache.get('s3');
    expect(lookup).toHaveBeenCalledTimes(4);
    cache.changed('all');
    expect(cache.size).toBe(0);
  });

  it('answers a look-up under way when a change is announced, keeps none of it, and asks afresh after', async () => {
    const { states } = clocked();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers: (SessionState | null)[] = [];
    const lookup = vi.fn(async (sid: string) => {
      const state = states.get(sid) ?? null;
      if (lookup.mock.calls.length === 1) await gate;
      return state;
    });
    const slow = new SessionCache({ ttlMs: 5_000, followedTtlMs: 60_000, max: 10, lookup });
    slow.follow(true);
    const before = slow.get('s1').then((state) => answers.push(state));
    states.set('s1', { ...active, active: false });
    slow.changed({ sid: 's1' });
    // A caller after the announcement does not share the look-up that may have read the old state.
    expect(await slow.get('s1')).toMatchObject({ active: false });
    release();
    await before;
    expect(answers).toEqual([active]);
    expect(await slow.get('s1')).toMatchObject({ active: false });
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(slow.size).toBe(1);
  });

  it('keeps nothing a look-up read while anything was announced', async () => {
    let release: () => void = () => undefined;
    const lookup = vi.fn(
      () =>
        new Promise<SessionState>((resolve) => {
          release = () => resolve(active);
        }),
    );
    const cache = new SessionCache({ ttlMs: 5_000, followedTtlMs: 60_000, max: 10, lookup });
    cache.follow(true);
    const pending = cache.get('s1');
    cache.changed({ userId: 'someone-else' });
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('forgets everything when the announcements stop, and again when they resume', async () => {
    const { cache, lookup, advance } = clocked();
    cache.follow(true);
    await cache.get('s1');
    cache.follow(false);
    expect(cache.size).toBe(0);
    await cache.get('s1');
    advance(5_001);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(3);
    cache.follow(true);
    expect(cache.size).toBe(0);
  });

  it('never keeps a state past the moment it ends by the clock', async () => {
    const { cache, lookup, states, advance, at } = clocked();
    cache.follow(true);
    states.set('s1', { ...active, expiresAt: new Date(at() + 2_000).toISOString() });
    await cache.get('s1');
    advance(1_999);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.get('s1');
    expect(lookup).toHaveBeenCalledTimes(2);
    // Already over: answered, not kept.
    expect(cache.size).toBe(0);
  });

  it('stays bounded with every state still live, dropping the one kept longest ago', async () => {
    const asked = vi.fn(async () => active);
    const cache = new SessionCache({ ttlMs: 60_000, max: 2, lookup: asked });
    for (const sid of ['a', 'b', 'c', 'b', 'c']) await cache.get(sid);
    expect(cache.size).toBe(2);
    expect(asked).toHaveBeenCalledTimes(3);
    await cache.get('a');
    expect(asked).toHaveBeenCalledTimes(4);
  });
});
