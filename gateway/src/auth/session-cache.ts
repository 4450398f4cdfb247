import type { SessionState } from '@pipcrafters/contracts';
import { LRUCache } from 'lru-cache';

export interface SessionCacheOptions {
  /** How long a looked-up state is trusted; approvals, suspensions and revocations show within this time. */
  ttlMs: number;
  max: number;
  /** Asks identity; resolves null when the session does not exist. Rejections are not cached. */
  lookup: (sid: string) => Promise<SessionState | null>;
}

type Entry = { state: SessionState | null };

/** A small, bounded, short-lived cache of session states; concurrent lookups of one session share a request. */
export class SessionCache {
  private readonly cache: LRUCache<string, Entry>;

  constructor(options: SessionCacheOptions) {
    this.cache = new LRUCache<string, Entry>({
      max: options.max,
      ttl: options.ttlMs,
      fetchMethod: async (sid) => ({ state: await options.lookup(sid) }),
    });
  }

  async get(sid: string): Promise<SessionState | null> {
    const entry = await this.cache.fetch(sid);
    // A pending applicant waits for one change, the approval, which must count at once (the page moves on as soon
    // as the decision arrives); such a session calls little, so its state is not kept.
    if (entry?.state?.status === 'PENDING') this.cache.delete(sid);
    return entry?.state ?? null;
  }

  evict(sid: string): void {
    this.cache.delete(sid);
  }

  get size(): number {
    return this.cache.size;
  }
}
