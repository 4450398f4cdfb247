import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { PublicUser } from '@pipcrafters/contracts';
import { type PoolNotifications, poolNotifications } from '@pipcrafters/service-kit';

/** The channel identity's triggers announce account changes on (migration AnnounceUserChanges). */
export const USER_CHANGES_CHANNEL = 'pipcrafters_user_changes';

export interface KnownUsersOptions {
  /** How long an account is kept without being asked again, even when no change is announced. */
  ttlMs?: number;
  /** How many accounts are kept (the oldest kept goes first). */
  max?: number;
  now?: () => number;
}

interface Known {
  user: PublicUser;
  until: number;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX = 10_000;

function frozen(user: PublicUser): PublicUser {
  Object.freeze(user.roles);
  Object.freeze(user.preferences);
  return Object.freeze(user);
}

/**
 * The accounts `GET /api/auth/me` and `GET /api/user` answer with, kept in memory while identity hears every change
 * to them: the shell asks for the signed-in user on every page, and the row's read was most of the request's cost
 * (README, Benchmark, "Thirteenth pass").
 *
 * - Every change of a `users` row is announced by a trigger (USER_CHANGES_CHANNEL) and drops that account here as it
 *   commits; `*` (the table emptied) drops them all. Identity's own changes of a profile or a status also drop it
 *   at once, before their answer leaves (`forget`), so the user's next read never races the notification.
 * - Only while a connection of the pool listens (`poolNotifications.listening`): with none, nothing is kept, and
 *   what was kept is dropped, as a change made meanwhile went unheard.
 * - A look-up running when anything is dropped is not kept (it may have read the row before the change).
 * - Each account for at most a minute, and at most 10,000 of them.
 *
 * Authorisation never reads this: the gateway checks the session (status, roles, revocation) on every request, and
 * the admin's guard reads the acting admin's row itself.
 */
export class KnownUsers implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Known>();
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;
  /** Changes with every drop: a look-up keeps its answer only when none happened while it ran. */
  private generation = 0;
  private following = false;

  constructor(
    options: KnownUsersOptions = {},
    private readonly feed: PoolNotifications = poolNotifications,
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.max = options.max ?? DEFAULT_MAX;
    this.now = options.now ?? Date.now;
  }

  private readonly onNotification = (channel: string, payload: string) => {
    if (channel === USER_CHANGES_CHANNEL) this.heard(payload);
  };

  private readonly onListening = (count: number) => this.follow(count > 0);

  onModuleInit(): void {
    this.feed.on('notification', this.onNotification);
    this.feed.on('listening', this.onListening);
    this.follow(this.feed.listening > 0);
  }

  onModuleDestroy(): void {
    this.feed.off('notification', this.onNotification);
    this.feed.off('listening', this.onListening);
    this.follow(false);
  }

  /** Whether changes are heard now (and so whether anything is kept). */
  follow(listening: boolean): void {
    if (listening === this.following) return;
    this.following = listening;
    this.forgetAll();
  }

  /** An announcement: one account's id, or `*` for all. */
  heard(payload: string): void {
    if (payload === '*') this.forgetAll();
    else this.forget(payload);
  }

  forget(userId: string): void {
    this.generation++;
    this.entries.delete(userId);
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The account as kept, or as `load` reads it (kept when nothing was dropped meanwhile); null when there is none. */
  async get(userId: string, load: () => Promise<PublicUser | null>): Promise<PublicUser | null> {
    const known = this.entries.get(userId);
    if (known) {
      if (known.until > this.now()) return known.user;
      this.entries.delete(userId);
    }
    const generation = this.generation;
    const user = await load();
    if (!user || !this.following || generation !== this.generation) return user;
    const kept = frozen(user);
    this.entries.set(userId, { user: kept, until: this.now() + this.ttlMs });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return kept;
  }
}
