import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CommunityVisibility,
  ErrorCode,
  type ModerationItem,
  type ReportReason,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CommentsService, type CommentTarget } from '../comments/comments.service';
import { CommunityEnv } from '../config/community-env';
import { rows, T } from '../database/community-schema';
import { ImagesService } from '../images/images.service';
import { AUTHOR_COLUMNS, type AuthorColumns, authorOf } from '../members/author';
import { MembersService } from '../members/members.service';
import { CommunityMessages } from '../messages';
import { maySee } from '../posts/post.mapper';
import { PostsService, postNotFound } from '../posts/posts.service';
import type { ReportDto } from './dto/moderation.dto';

const texts = CommunityMessages.reports;
/** The queue shows this many items at most, the oldest held ones first. */
export const QUEUE_SIZE = 200;
const EXCERPT_LENGTH = 120;

interface QueueRow extends AuthorColumns {
  target_type: 'post' | 'comment';
  target_id: string;
  post_id: string;
  title: string | null;
  content: string;
  visibility: CommunityVisibility;
  held_reason: 'reports' | 'first-post' | null;
  created_at: Date;
  reports: { reason: ReportReason; note: string | null; reportedAt: string }[];
}

/** The first words of a text, within `EXCERPT_LENGTH` characters. */
function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH)}…`;
}

type Moderation = 'restore' | 'hide' | 'delete';

/**
 * Reports and what moderators do about them. An item reported by COMMUNITY_REPORT_THRESHOLD distinct members is
 * held (hidden from everyone but its author and admins) until an admin restores, hides or deletes it; each of
 * those resolves the reports open on it and tells the author (`community.content.moderated`).
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly members: MembersService,
    private readonly posts: PostsService,
    private readonly comments: CommentsService,
    private readonly images: ImagesService,
    private readonly env: CommunityEnv,
  ) {}

  async report(user: SignedInUser, dto: ReportDto): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.members.admit(manager, user, 'report');
      const target = await this.reportTarget(manager, user, dto);
      if (target.author_id === user.userId)
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.own);
      const inserted = await rows(
        manager,
        `INSERT INTO ${T.reports} (id, target_type, target_id, post_id, reporter_id, reason, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (target_type, target_id, reporter_id) DO NOTHING RETURNING id`,
        [
          randomUUID(),
          dto.targetType,
          dto.targetId,
          target.post_id,
          user.userId,
          dto.reason,
          dto.note || null,
        ],
      );
      if (inserted.length === 0) throw new ApiException(409, ErrorCode.CONFLICT, texts.already);
      const [open] = await rows<{ count: number }>(
        manager,
        `SELECT count(*)::int AS count FROM ${T.reports}
         WHERE target_type = $1 AND target_id = $2 AND resolved_at IS NULL`,
        [dto.targetType, dto.targetId],
      );
      if ((open?.count ?? 0) >= this.env.COMMUNITY_REPORT_THRESHOLD) {
        await this.setVisibility(manager, dto.targetType, dto.targetId, target.post_id, 'held', 'reports');
      }
    });
  }

  private async reportTarget(
    manager: EntityManager,
    user: SignedInUser,
    dto: ReportDto,
  ): Promise<{ author_id: string; post_id: string }> {
    if (dto.targetType === 'comment') return this.comments.target(manager, user, dto.targetId);
    const [post] = await rows<{ author_id: string; visibility: CommunityVisibility; post_id: string }>(
      manager,
      `SELECT author_id, visibility, id AS post_id FROM ${T.posts} WHERE id = $1`,
      [dto.targetId],
    );
    if (!post || !maySee(post, user)) throw postNotFound();
    return post;
  }

  /**
   * Moves an item from one visibility to another (only a visible one is held by reports); a comment leaving or
   * joining the visible ones moves its post's count. Answers whether anything changed. The post is locked first.
   */
  private async setVisibility(
    manager: EntityManager,
    targetType: 'post' | 'comment',
    id: string,
    postId: string,
    to: CommunityVisibility,
    reason: 'reports' | null,
  ): Promise<boolean> {
    await this.posts.lock(manager, null, postId);
    const table = targetType === 'post' ? T.posts : T.comments;
    const [changed] = await rows<{ was: CommunityVisibility }>(
      manager,
      `UPDATE ${table} t SET visibility = $2, held_reason = $3
       FROM (SELECT id, visibility AS was FROM ${table} WHERE id = $1) prior
       WHERE t.id = prior.id AND prior.was <> $2 AND (prior.was = 'visible' OR $2 <> 'held')
       RETURNING prior.was`,
      [id, to, reason],
    );
    if (!changed) return false;
    if (targetType === 'comment' && (changed.was === 'visible') !== (to === 'visible')) {
      await this.comments.recount(manager, postId, to === 'visible' ? 1 : -1);
    }
    return true;
  }

  /** Held items and items with open reports, held first, oldest first. */
  async queue(): Promise<ModerationItem[]> {
    const reportsOf = (type: string, alias: string) => `COALESCE((
        SELECT json_agg(json_build_object('reason', r.reason, 'note', r.note, 'reportedAt', r.created_at)
                        ORDER BY r.created_at)
          FROM ${T.reports} r WHERE r.target_type = '${type}' AND r.target_id = ${alias}.id AND r.resolved_at IS NULL
      ), '[]'::json) AS reports`;
    const openReports = (type: string) =>
      `SELECT target_id FROM ${T.reports} WHERE target_type = '${type}' AND resolved_at IS NULL`;
    const found = (await this.dataSource.query(
      `SELECT * FROM (
       (SELECT 'post' AS target_type, p.id AS target_id, p.id AS post_id, p.title, p.body AS content, p.visibility,
          p.held_reason, p.created_at, p.author_id, ${AUTHOR_COLUMNS}, ${reportsOf('post', 'p')}
        FROM ${T.posts} p JOIN ${T.members} m ON m.user_id = p.author_id
        WHERE p.id IN (SELECT id FROM ${T.posts} WHERE visibility = 'held' UNION ${openReports('post')}))
       UNION ALL
       (SELECT 'comment', c.id, c.post_id, NULL, c.content, c.visibility, c.held_reason, c.created_at, c.author_id,
          ${AUTHOR_COLUMNS}, ${reportsOf('comment', 'c')}
        FROM ${T.comments} c JOIN ${T.members} m ON m.user_id = c.author_id
        WHERE c.id IN (SELECT id FROM ${T.comments} WHERE visibility = 'held' UNION ${openReports('comment')}))
       ) items
       ORDER BY visibility = 'held' DESC, created_at, target_id
       LIMIT $1`,
      [QUEUE_SIZE],
    )) as QueueRow[];
    return found.map((row) => ({
      targetType: row.target_type,
      targetId: row.target_id,
      postId: row.post_id,
      excerpt: row.title ?? excerptOf(row.content),
      content: row.content,
      author: authorOf(row),
      visibility: row.visibility,
      why: row.held_reason === 'first-post' ? 'first-post' : 'reports',
      reports: row.reports.map((report) => ({
        reason: report.reason,
        note: report.note,
        reportedAt: new Date(report.reportedAt).toISOString(),
      })),
      createdAt: row.created_at.toISOString(),
    }));
  }

  /** An admin's restore, hide or delete of a post. */
  async moderatePost(admin: SignedInUser, id: string, action: Moderation): Promise<void> {
    let file: string | null = null;
    await this.dataSource.transaction(async (manager) => {
      const post = await this.posts.lock(manager, null, id);
      const told = post.author_id !== admin.userId;
      if (action === 'delete') {
        file = await this.posts.delete(manager, post, told ? 'deleted' : null);
        return;
      }
      const to = action === 'restore' ? 'visible' : 'hidden';
      const changed = await this.setVisibility(manager, 'post', id, id, to, null);
      await this.resolve(manager, 'post', id);
      // A first post held for review is announced when it is let out.
      if (to === 'visible') await this.posts.announce(manager, post);
      if (changed && told) await this.tell(manager, post.author_id, 'post', id, post.title, to);
    });
    await this.images.forget([file]);
  }

  /** An admin's restore, hide or delete of a comment. */
  async moderateComment(admin: SignedInUser, id: string, action: Moderation): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const comment: CommentTarget = await this.comments.target(manager, admin, id, true);
      const told = comment.author_id !== admin.userId;
      if (action === 'delete') {
        await this.comments.delete(manager, comment, told ? 'deleted' : null);
        return;
      }
      const to = action === 'restore' ? 'visible' : 'hidden';
      const changed = await this.setVisibility(manager, 'comment', id, comment.post_id, to, null);
      await this.resolve(manager, 'comment', id);
      if (changed && told)
        await this.tell(manager, comment.author_id, 'comment', comment.post_id, comment.post_title, to);
    });
  }

  private async resolve(manager: EntityManager, targetType: 'post' | 'comment', id: string): Promise<void> {
    await rows(
      manager,
      `UPDATE ${T.reports} SET resolved_at = now() WHERE target_type = $1 AND target_id = $2 AND resolved_at IS NULL`,
      [targetType, id],
    );
  }

  private async tell(
    manager: EntityManager,
    userId: string,
    targetType: 'post' | 'comment',
    postId: string,
    title: string,
    to: CommunityVisibility,
  ): Promise<void> {
    await this.bus.publish(manager, 'community.content.moderated', {
      userId,
      targetType,
      postId,
      title,
      action: to === 'visible' ? 'restored' : 'hidden',
    });
  }
}
