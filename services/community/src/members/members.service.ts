import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode } from '@pipcrafters/contracts';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CommunityEnv } from '../config/community-env';
import { rows, T } from '../database/community-schema';
import { CommunityMessages } from '../messages';
import { freeHandle, handleBase } from './handles';

const texts = CommunityMessages.members;

export interface MemberRow {
  user_id: string;
  first_name: string;
  last_name: string;
  handle: string;
  named_at: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
}

const MEMBER_COLUMNS = 'user_id, first_name, last_name, handle, named_at, suspended_until, suspension_reason';

/** What a member is about to do: posting and commenting are also rate-limited. */
export type MemberAction = 'post' | 'comment' | 'edit' | 'like' | 'report';

/** Thrown for a member posting faster than the limit: the controller adds its Retry-After. */
export class PostingTooFast extends ApiException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ErrorCode.RATE_LIMITED, message);
  }
}

export interface Suspension {
  userId: string;
  suspendedUntil: string | null;
  reason: string | null;
}

/**
 * The community's members: the name others see and the @handle mentions use (from `identity.user.named`, a demo
 * account's event, or "Usuario" until one of those arrives for someone who posts first), their counters (first
 * post, first comment, first helpful answer), suspensions, and the per-minute posting limit.
 *
 * Handles: the names lowercased and without accents (`tomas.trader`), with the lowest free number from 2 on a
 * collision. A member keeps their handle when renamed (mentions already written still reach them), unless it was
 * the placeholder's (`usuario3`), which their first real name replaces.
 */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly env: CommunityEnv,
  ) {}

  private async find(manager: EntityManager, userId: string): Promise<MemberRow | undefined> {
    const [member] = await rows<MemberRow>(
      manager,
      `SELECT ${MEMBER_COLUMNS} FROM ${T.members} WHERE user_id = $1`,
      [userId],
    );
    return member;
  }

  /**
   * A free handle for these names. Every allocation of one base takes the same transaction lock, so two members
   * named alike never pick the same number (the lock lasts until the caller's transaction ends).
   */
  private async allocateHandle(manager: EntityManager, firstName: string, lastName: string): Promise<string> {
    const base = handleBase(firstName, lastName);
    await rows(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`community:handle:${base}`]);
    // A base is lowercase letters, digits and dots, none of them special to LIKE; the column's "C" collation lets
    // the unique index answer the prefix.
    const taken = await rows<{ handle: string }>(
      manager,
      `SELECT handle FROM ${T.members} WHERE handle LIKE $1`,
      [`${base}%`],
    );
    return freeHandle(
      base,
      taken.map((row) => row.handle),
    );
  }

  /** The member's row, made with the placeholder name the first time they act in the community. */
  async ensure(manager: EntityManager, userId: string): Promise<MemberRow> {
    const existing = await this.find(manager, userId);
    if (existing) return existing;
    return this.insert(manager, userId, texts.placeholderName, '', null, false);
  }

  private async insert(
    manager: EntityManager,
    userId: string,
    firstName: string,
    lastName: string,
    namedAt: Date | null,
    demo: boolean,
  ): Promise<MemberRow> {
    const handle = await this.allocateHandle(manager, firstName, lastName);
    const [inserted] = await rows<MemberRow>(
      manager,
      `INSERT INTO ${T.members} (user_id, first_name, last_name, handle, named_at, demo)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
      [userId, firstName, lastName, handle, namedAt, demo],
    );
    // Made by another request of the same user meanwhile.
    return inserted ?? ((await this.find(manager, userId)) as MemberRow);
  }

  /**
   * The member's name as identity (or the demo) gives it, at `at`: a naming older than the one kept is ignored (the
   * events of two quick renames may arrive in either order).
   */
  async name(
    manager: EntityManager,
    userId: string,
    firstName: string,
    lastName: string,
    at: Date,
    demo = false,
  ): Promise<MemberRow> {
    const first = firstName.trim().slice(0, 80) || texts.placeholderName;
    const last = lastName.trim().slice(0, 80);
    const [locked] = await rows<MemberRow>(
      manager,
      `SELECT ${MEMBER_COLUMNS} FROM ${T.members} WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    if (!locked) return this.insert(manager, userId, first, last, at, demo);
    if (locked.named_at && locked.named_at.getTime() > at.getTime()) return locked;
    // The placeholder's handle gives way to the first real name's.
    const handle = locked.named_at ? locked.handle : await this.allocateHandle(manager, first, last);
    const [updated] = await rows<MemberRow>(
      manager,
      `UPDATE ${T.members} SET first_name = $2, last_name = $3, handle = $4, named_at = $5
       WHERE user_id = $1 RETURNING ${MEMBER_COLUMNS}`,
      [userId, first, last, handle, at],
    );
    return updated as MemberRow;
  }

  /**
   * The member about to act, refused when suspended; a post or a comment also counts against the member's limit
   * per minute (one row per member, action and minute, counted in the caller's transaction: a refused or failed
   * request counts nothing, and every instance of the service counts in the same row).
   */
  async admit(manager: EntityManager, user: SignedInUser, action: MemberAction): Promise<MemberRow> {
    const member = await this.ensure(manager, user.userId);
    const until = member.suspended_until;
    if (until && until.getTime() > Date.now()) {
      throw new ApiException(403, ErrorCode.FORBIDDEN, texts.suspended(until, member.suspension_reason));
    }
    if (action === 'post' || action === 'comment') await this.countPosting(manager, user.userId, action);
    return member;
  }

  /**
   * The checks of `admit` that cost nothing to repeat, made before a post's image is decoded and stored: a
   * suspended member, or one already at the limit, is refused without that work (`admit` still counts, in the
   * transaction, what actually gets posted).
   */
  async precheck(user: SignedInUser, action: 'post' | 'comment'): Promise<void> {
    const [member] = (await this.dataSource.query(
      `SELECT m.suspended_until, m.suspension_reason, w.count,
         GREATEST(1, ceil(extract(epoch FROM w.window_start + interval '1 minute' - now())))::int AS seconds_left
       FROM ${T.members} m
       LEFT JOIN ${T.postingWindows} w
         ON w.user_id = m.user_id AND w.action = $2 AND w.window_start = date_trunc('minute', now())
       WHERE m.user_id = $1`,
      [user.userId, action],
    )) as (Pick<MemberRow, 'suspended_until' | 'suspension_reason'> & {
      count: number | null;
      seconds_left: number | null;
    })[];
    if (!member) return;
    const until = member.suspended_until;
    if (until && until.getTime() > Date.now()) {
      throw new ApiException(403, ErrorCode.FORBIDDEN, texts.suspended(until, member.suspension_reason));
    }
    const limit = this.limitOf(action);
    if (member.count !== null && member.count >= limit) {
      const seconds = member.seconds_left ?? 60;
      throw new PostingTooFast(
        CommunityMessages.posting.tooFast(action === 'post' ? 'posts' : 'comments', limit, seconds),
        seconds,
      );
    }
  }

  private limitOf(action: 'post' | 'comment'): number {
    return action === 'post' ? this.env.COMMUNITY_POSTS_PER_MINUTE : this.env.COMMUNITY_COMMENTS_PER_MINUTE;
  }

  private async countPosting(
    manager: EntityManager,
    userId: string,
    action: 'post' | 'comment',
  ): Promise<void> {
    const limit = this.limitOf(action);
    const [window] = await rows<{ count: number; seconds_left: number }>(
      manager,
      `INSERT INTO ${T.postingWindows} AS w (user_id, action, window_start, count)
       VALUES ($1, $2, date_trunc('minute', now()), 1)
       ON CONFLICT (user_id, action, window_start) DO UPDATE SET count = w.count + 1
       RETURNING w.count, GREATEST(1, ceil(extract(epoch FROM w.window_start + interval '1 minute' - now())))::int
         AS seconds_left`,
      [userId, action],
    );
    if (!window) return;
    if (window.count === 1) {
      await rows(
        manager,
        `DELETE FROM ${T.postingWindows} WHERE user_id = $1 AND window_start < date_trunc('minute', now())`,
        [userId],
      );
    }
    if (window.count > limit) {
      throw new PostingTooFast(
        CommunityMessages.posting.tooFast(
          action === 'post' ? 'posts' : 'comments',
          limit,
          window.seconds_left,
        ),
        window.seconds_left,
      );
    }
  }

  /** Suspends a member from the community for `days` days from now (a new suspension replaces the last). */
  async suspend(userId: string, days: number, reason: string): Promise<Suspension> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await rows<MemberRow>(
        manager,
        `UPDATE ${T.members} SET suspended_until = now() + make_interval(days => $2), suspension_reason = $3
         WHERE user_id = $1 RETURNING ${MEMBER_COLUMNS}`,
        [userId, days, reason],
      );
      if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);
      return suspensionOf(row);
    });
  }

  async lift(userId: string): Promise<Suspension> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await rows<MemberRow>(
        manager,
        `UPDATE ${T.members} SET suspended_until = NULL, suspension_reason = NULL
         WHERE user_id = $1 RETURNING ${MEMBER_COLUMNS}`,
        [userId],
      );
      if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);
      return suspensionOf(row);
    });
  }

  /** One more of the member's posts, comments or helpful answers: whether it is their first. */
  async countFirst(
    manager: EntityManager,
    userId: string,
    counter: 'posts_created' | 'comments_created' | 'helpful_answers',
  ): Promise<boolean> {
    const [row] = await rows<{ count: number }>(
      manager,
      `UPDATE ${T.members} SET ${counter} = ${counter} + 1 WHERE user_id = $1 RETURNING ${counter} AS count`,
      [userId],
    );
    return row?.count === 1;
  }

  /** The members with these handles (unknown ones are left out), but `except`. */
  async idsOfHandles(manager: EntityManager, handles: string[], except: string): Promise<string[]> {
    if (handles.length === 0) return [];
    const found = await rows<{ user_id: string }>(
      manager,
      `SELECT user_id FROM ${T.members} WHERE handle = ANY($1::varchar[]) AND user_id <> $2`,
      [handles, except],
    );
    return found.map((row) => row.user_id);
  }
}

function suspensionOf(row: MemberRow): Suspension {
  return {
    userId: row.user_id,
    suspendedUntil: row.suspended_until ? row.suspended_until.toISOString() : null,
    reason: row.suspension_reason,
  };
}
