import type { SessionState } from '@pipcrafters/contracts';

export interface SessionCacheOptions {
  /** How long a looked-up state is trusted while changes are not announced (approvals, revocations show within it). */
  ttlMs: number;
  /** How long it is trusted while identity's announcements arrive (`follow`): each change drops it as it commits. */
  followedTtlMs?: number;
  max: number;
  /** Asks identity; resolves null when the session does not exist. Rejections are not cached. */
  lookup: (sid: string) => Promise<SessionState | null>;
  now?: () => number;
}

/** What identity announced (SESSION_CHANGES_CHANNEL): one session, every session of an account, or everything. */
export type SessionChange = { sid: string } | { userId: string } | 'all';

interface Entry {
  state: SessionState | null;
  until: number;
}

/**
 * A bounded cache of session states; concurrent lookups of one session share a request.
 *
 * While identity's announcements of changes arrive (`follow(true)`), a state is kept for `followedTtlMs` and dropped
 * as soon as a change to it is announced; otherwise, and from the moment the announcements may be missed, for
 * `ttlMs` only. A state is never kept past the moment it ends by the clock (`expiresAt`), and a look-up during which
 * anything was announced answers its callers but is not kept: it may have read the state from before the change.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly lookups = new Map<string, Promise<SessionState | null>>();
  /** The sessions kept of each user, so that a change to an account drops them without a walk through all. */
  private readonly byUser = new Map<string, Set<string>>();
  private readonly ttlMs: number;
  private readonly followedTtlMs: number;
  private readonly now: () => number;
  private followed = false;
  /** Moves with every announcement and every change of `followed`: a look-up that saw it move is not kept. */
  private generation = 0;
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.followedTtlMs = options.followedTtlMs ?? options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  get(sid: string): Promise<SessionState | null> {
    const entry = this.entries.get(sid);
    if (entry) {
      if (entry.until > this.now()) return Promise.resolve(entry.state);
      this.drop(sid, entry);
    }
    return this.lookups.get(sid) ?? this.lookUp(sid);
  }

  private lookUp(sid: string): Promise<SessionState | null> {
    const generation = this.generation;
    const lookup = this.options.lookup(sid).then(
      (state) => {
        if (this.lookups.get(sid) === lookup) this.lookups.delete(sid);
        if (generation === this.generation) this.keep(sid, state);
        return state;
      },
      (error: unknown) => {
        if (this.lookups.get(sid) === lookup) this.lookups.delete(sid);
        throw error;
      },
    );
    this.lookups.set(sid, lookup);
    return lookup;
  }

  private keep(sid: string, state: SessionState | null): void {
    // A pending applicant waits for one change, the approval, which must count at once (the page moves on as soon
    // as the decision arrives); such a session calls little, so its state is not kept.
    if (state?.status === 'PENDING') return;
    const now = this.now();
    let until = now + (this.followed ? this.followedTtlMs : this.ttlMs);
    if (state?.active && state.expiresAt) until = Math.min(until, Date.parse(state.expiresAt));
    if (!(until > now)) return;
    if (this.entries.size >= this.options.max) this.dropOldest();
    const known = this.entries.get(sid);
    if (known) this.drop(sid, known);
    this.entries.set(sid, { state, until });
    if (state) {
      const sids = this.byUser.get(state.userId);
      if (sids) sids.add(sid);
      else this.byUser.set(state.userId, new Set([sid]));
    }
  }

  /** Room for one more: the expired first (looked for at most once a second), else the state kept longest ago. */
  private dropOldest(): void {
    const now = this.now();
    if (now - this.sweptAt >= 1000) {
      this.sweptAt = now;
      for (const [sid, entry] of this.entries) if (entry.until <= now) this.drop(sid, entry);
      if (this.entries.size < this.options.max) return;
    }
    const oldest = this.entries.entries().next();
    if (!oldest.done) this.drop(...oldest.value);
  }

  /** Identity announced a change: what is kept about it goes, and no look-up under way is kept. */
  changed(change: SessionChange): void {
    this.generation += 1;
    if (change === 'all') {
      this.forgetAll();
    } else if ('sid' in change) {
      this.evict(change.sid);
      this.lookups.delete(change.sid);
    } else {
      for (const sid of this.byUser.get(change.userId) ?? []) this.evict(sid);
      // A look-up under way does not say whose session it is: every caller from now on asks afresh.
      this.lookups.clear();
    }
  }

  /**
   * Whether identity's announcements arrive. Either way everything kept goes: when they stop, what was kept for
   * long may have missed one; when they start again, what was kept meanwhile may have too.
   */
  follow(followed: boolean): void {
    this.followed = followed;
    this.generation += 1;
    this.forgetAll();
  }

  get following(): boolean {
    return this.followed;
  }

  evict(sid: string): void {
    const entry = this.entries.get(sid);
    if (entry) this.drop(sid, entry);
  }

  private drop(sid: string, entry: Entry): void {
    this.entries.delete(sid);
    if (!entry.state) return;
    const sids = this.byUser.get(entry.state.userId);
    sids?.delete(sid);
    if (sids?.size === 0) this.byUser.delete(entry.state.userId);
  }

  private forgetAll(): void {
    this.entries.clear();
    this.byUser.clear();
    this.lookups.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
