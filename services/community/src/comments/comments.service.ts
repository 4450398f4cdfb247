import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ALL_USERS, type CommunityComment, ErrorCode } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { rows, T } from '../database/community-schema';
import { displayName, mentionedHandles } from '../members/handles';
import { MembersService } from '../members/members.service';
import { CommunityMessages } from '../messages';
import { maySee } from '../posts/post.mapper';
import { PostsService } from '../posts/posts.service';
import { type CommentRow, commentColumns, isAdmin, toComment } from './comment.mapper';
import type { CreateCommentDto } from './dto/comment.dto';

const texts = CommunityMessages.comments;

export const commentNotFound = () => new ApiException(404, ErrorCode.NOT_FOUND, texts.notFound);

/** The columns a comment is checked by before it changes. */
export interface CommentTarget {
  id: string;
  post_id: string;
  parent_id: string | null;
  author_id: string;
  visibility: CommentRow['visibility'];
  post_author_id: string;
  post_title: string;
  post_visibility: CommentRow['visibility'];
}

/**
 * Comments. The post's `comments_count` counts its visible comments and moves in the transaction of each change
 * (`comments_count + 1`, `GREATEST(comments_count - n, 0)`), under the post's row lock, so concurrent comments and
 * deletions leave it exact. Deleting a comment deletes its replies too, and the count drops by every visible one
 * of them.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly members: MembersService,
    private readonly posts: PostsService,
  ) {}

  /** A comment (and its post) the reader may see, or a 404; `lock` takes the post's row first. */
  async target(manager: EntityManager, user: SignedInUser, id: string, lock = false): Promise<CommentTarget> {
    const [found] = await rows<CommentTarget>(
      manager,
      `SELECT c.id, c.post_id, c.parent_id, c.author_id, c.visibility,
         p.author_id AS post_author_id, p.title AS post_title, p.visibility AS post_visibility
       FROM ${T.comments} c JOIN ${T.posts} p ON p.id = c.post_id WHERE c.id = $1`,
      [id],
    );
    if (!found) throw commentNotFound();
    if (lock) {
      await this.posts.lock(manager, null, found.post_id);
      // Read again under the lock: it may have gone meanwhile.
      return this.target(manager, user, id, false);
    }
    const postShown = maySee({ visibility: found.post_visibility, author_id: found.post_author_id }, user);
    if (!postShown || !maySee(found, user)) throw commentNotFound();
    return found;
  }

  async create(user: SignedInUser, postId: string, dto: CreateCommentDto): Promise<CommunityComment> {
    await this.members.precheck(user, 'comment');
    const id = await this.dataSource.transaction(async (manager) => {
      const member = await this.members.admit(manager, user, 'comment');
      const post = await this.posts.lock(manager, user, postId);
      if (post.visibility !== 'visible') {
        throw new ApiException(409, ErrorCode.CONFLICT, CommunityMessages.posts.notOpen);
      }
      let parentId: string | null = null;
      let parentAuthorId: string | null = null;
      if (dto.parentId) {
        const parent = await this.target(manager, user, dto.parentId);
        if (parent.post_id !== postId) {
          throw new ApiException(400, ErrorCode.VALIDATION_FAILED, texts.parentElsewhere);
        }
        // Replies are one level deep: an answer to a reply joins the same thread.
        parentId = parent.parent_id ?? parent.id;
        parentAuthorId = parent.author_id === user.userId ? null : parent.author_id;
      }
      const commentId = randomUUID();
      await rows(
        manager,
        `INSERT INTO ${T.comments} (id, post_id, parent_id, author_id, content, created_at)
         VALUES ($1, $2, $3, $4, $5, now())`,
        [commentId, postId, parentId, user.userId, dto.content],
      );
      await rows(
        manager,
        `UPDATE ${T.posts} SET comments_count = comments_count + 1, last_activity_at = now() WHERE id = $1`,
        [postId],
      );
      const first = await this.members.countFirst(manager, user.userId, 'comments_created');
      const mentioned = await this.members.idsOfHandles(manager, mentionedHandles(dto.content), user.userId);
      await this.bus.publish(manager, 'community.comment.created', {
        userId: user.userId,
        authorName: displayName(member.first_name, member.last_name),
        postId,
        postTitle: post.title,
        postAuthorId: post.author_id,
        commentId,
        parentAuthorId,
        mentionedUserIds: mentioned,
        first,
      });
      await this.bus.sendRealtime(
        { userId: ALL_USERS, event: 'comment:new', payload: { postId, commentId } },
        manager,
      );
      return commentId;
    });
    return this.get(user, id);
  }

  async get(user: SignedInUser, id: string): Promise<CommunityComment> {
    const [row] = (await this.dataSource.query(
      `SELECT ${commentColumns('$2')} FROM ${T.comments} c JOIN ${T.members} m ON m.user_id = c.author_id
       WHERE c.id = $1`,
      [id, user.userId],
    )) as CommentRow[];
    if (!row) throw commentNotFound();
    return toComment(row, user);
  }

  /** The author's edit, marked as edited when the text changed. */
  async update(user: SignedInUser, id: string, content: string): Promise<CommunityComment> {
    await this.dataSource.transaction(async (manager) => {
      const comment = await this.target(manager, user, id);
      if (comment.author_id !== user.userId) throw new ApiException(403, ErrorCode.FORBIDDEN, texts.notYours);
      await this.members.admit(manager, user, 'edit');
      await rows(
        manager,
        `UPDATE ${T.comments} SET content = $2,
           edited_at = CASE WHEN content IS DISTINCT FROM $2 THEN now() ELSE edited_at END
         WHERE id = $1`,
        [id, content],
      );
    });
    return this.get(user, id);
  }

  /** Deleted by its author or an admin, with its replies; an admin deleting another's comment tells its author. */
  async remove(user: SignedInUser, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const comment = await this.target(manager, user, id, true);
      const mine = comment.author_id === user.userId;
      if (!mine && !isAdmin(user)) throw new ApiException(403, ErrorCode.FORBIDDEN, texts.notYoursToDelete);
      await this.delete(manager, comment, mine ? null : 'deleted');
    });
  }

  /** Deletes a comment and its replies, the post (locked by the caller) counting the visible ones out. */
  async delete(manager: EntityManager, comment: CommentTarget, moderated: 'deleted' | null): Promise<void> {
    const gone = await rows<{ id: string; visibility: string }>(
      manager,
      `DELETE FROM ${T.comments} WHERE id = $1 OR parent_id = $1 RETURNING id, visibility`,
      [comment.id],
    );
    if (gone.length === 0) throw commentNotFound();
    const visible = gone.filter((row) => row.visibility === 'visible').length;
    if (visible > 0) await this.recount(manager, comment.post_id, -visible);
    await rows(
      manager,
      `DELETE FROM ${T.reports} WHERE target_type = 'comment' AND target_id = ANY($1::uuid[])`,
      [gone.map((row) => row.id)],
    );
    if (moderated) {
      await this.bus.publish(manager, 'community.content.moderated', {
        userId: comment.author_id,
        targetType: 'comment',
        postId: comment.post_id,
        title: comment.post_title,
        action: moderated,
      });
    }
  }

  /** The post's count of visible comments moved by `delta` (never below 0), in the caller's transaction. */
  async recount(manager: EntityManager, postId: string, delta: number): Promise<void> {
    await rows(
      manager,
      `UPDATE ${T.posts} SET comments_count = GREATEST(comments_count + $2, 0) WHERE id = $1`,
      [postId, delta],
    );
  }
}
