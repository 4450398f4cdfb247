import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CommentsService } from '../comments/comments.service';
import { rows, T } from '../database/community-schema';
import { MembersService } from '../members/members.service';
import { CommunityMessages } from '../messages';
import { maySee } from '../posts/post.mapper';
import { postNotFound } from '../posts/posts.service';

/** What a like or an unlike answers: the item's likes now, and whether the caller's is among them. */
export interface LikeState {
  likes: number;
  likedByMe: boolean;
}

const notOpen = () => new ApiException(409, ErrorCode.CONFLICT, CommunityMessages.posts.notOpen);

/**
 * Likes on posts and comments: one per member and item (liking twice, or unliking what was not liked, changes
 * nothing), counted in the item's row in the same transaction. A post's author liking someone else's comment on it
 * marks a helpful answer, once per comment (`community.answer.helpful`).
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly members: MembersService,
    private readonly comments: CommentsService,
  ) {}

  async likePost(user: SignedInUser, postId: string, liked: boolean): Promise<LikeState> {
    return this.dataSource.transaction(async (manager) => {
      await this.members.admit(manager, user, 'like');
      const [post] = await rows<{ visibility: 'visible' | 'held' | 'hidden'; author_id: string }>(
        manager,
        `SELECT visibility, author_id FROM ${T.posts} WHERE id = $1`,
        [postId],
      );
      if (!post || !maySee(post, user)) throw postNotFound();
      if (liked && post.visibility !== 'visible') throw notOpen();
      const changed = liked
        ? await rows(
            manager,
            `INSERT INTO ${T.postLikes} (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING post_id`,
            [postId, user.userId],
          )
        : await rows(
            manager,
            `DELETE FROM ${T.postLikes} WHERE post_id = $1 AND user_id = $2 RETURNING post_id`,
            [postId, user.userId],
          );
      return {
        likes: await this.count(manager, T.posts, postId, changed.length > 0, liked),
        likedByMe: liked,
      };
    });
  }

  async likeComment(user: SignedInUser, commentId: string, liked: boolean): Promise<LikeState> {
    return this.dataSource.transaction(async (manager) => {
      await this.members.admit(manager, user, 'like');
      const comment = await this.comments.target(manager, user, commentId);
      if (liked && (comment.visibility !== 'visible' || comment.post_visibility !== 'visible'))
        throw notOpen();
      const changed = liked
        ? await rows(
            manager,
            `INSERT INTO ${T.commentLikes} (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING
             RETURNING comment_id`,
            [commentId, user.userId],
          )
        : await rows(
            manager,
            `DELETE FROM ${T.commentLikes} WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id`,
            [commentId, user.userId],
          );
      const likes = await this.count(manager, T.comments, commentId, changed.length > 0, liked);
      const helpful = liked && user.userId === comment.post_author_id && comment.author_id !== user.userId;
      if (helpful) {
        const marked = await rows(
          manager,
          `INSERT INTO ${T.helpfulAnswers} (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING
           RETURNING comment_id`,
          [commentId, comment.author_id],
        );
        if (marked.length > 0) {
          const first = await this.members.countFirst(manager, comment.author_id, 'helpful_answers');
          await this.bus.publish(manager, 'community.answer.helpful', {
            userId: comment.author_id,
            postId: comment.post_id,
            commentId,
            first,
          });
        }
      }
      return { likes, likedByMe: liked };
    });
  }

  /** The item's likes, moved by one when a like was added or taken away (never below 0). */
  private async count(
    manager: EntityManager,
    table: string,
    id: string,
    changed: boolean,
    liked: boolean,
  ): Promise<number> {
    const [row] = changed
      ? await rows<{ likes_count: number }>(
          manager,
          `UPDATE ${table} SET likes_count = GREATEST(likes_count + $2, 0) WHERE id = $1 RETURNING likes_count`,
          [id, liked ? 1 : -1],
        )
      : await rows<{ likes_count: number }>(manager, `SELECT likes_count FROM ${table} WHERE id = $1`, [id]);
    return row?.likes_count ?? 0;
  }
}
