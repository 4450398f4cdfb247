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
