import type { CommunityComment, CommunityPost } from '@pipcrafters/contracts';

/** The post as it reads once `liked` (or unliked) by the user: on the post itself or on one of its comments. */
export function withLike(
  post: CommunityPost,
  target: 'post' | 'comment',
  id: string,
  liked: boolean,
): CommunityPost {
  const toggle = <T extends { likes: number; likedByMe: boolean }>(item: T): T =>
    item.likedByMe === liked
      ? item
      : { ...item, likedByMe: liked, likes: Math.max(0, item.likes + (liked ? 1 : -1)) };
  if (target === 'post') return toggle(post);
  return {
    ...post,
    comments: post.comments.map((comment) => (comment.id === id ? toggle(comment) : comment)),
  };
}

/** The post with a comment just added (last: oldest first), counted once even if the push got there first. */
export function withComment(post: CommunityPost, comment: CommunityComment): CommunityPost {
  if (post.comments.some((existing) => existing.id === comment.id)) return post;
  return { ...post, comments: [...post.comments, comment], commentsCount: post.commentsCount + 1 };
}

/** The post with a comment changed in place. */
export function withCommentChanged(post: CommunityPost, comment: CommunityComment): CommunityPost {
  return {
    ...post,
    comments: post.comments.map((existing) => (existing.id === comment.id ? comment : existing)),
  };
}

/** The post without a comment; its count goes down by one, never below 0. */
export function withoutComment(post: CommunityPost, commentId: string): CommunityPost {
  if (!post.comments.some((comment) => comment.id === commentId)) return post;
  return {
    ...post,
    comments: post.comments.filter((comment) => comment.id !== commentId),
    commentsCount: Math.max(0, post.commentsCount - 1),
  };
}

export interface CommentThread {
  comment: CommunityComment;
  replies: CommunityComment[];
}

/**
 * Comments as threads one level deep, oldest first: each top-level comment with its replies under it. A reply
 * whose parent is not shown (deleted, or hidden by a moderator) stands on its own rather than vanishing.
 */
export function commentThreads(comments: readonly CommunityComment[]): CommentThread[] {
  const byTime = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const shown = new Set(byTime.map((comment) => comment.id));
  const threads = new Map<string, CommentThread>();
  for (const comment of byTime) {
    if (comment.parentId && shown.has(comment.parentId)) continue;
    threads.set(comment.id, { comment, replies: [] });
  }
  for (const comment of byTime) {
    if (!comment.parentId || !shown.has(comment.parentId)) continue;
    const thread = threads.get(comment.parentId);
    if (thread) thread.replies.push(comment);
    else threads.set(comment.id, { comment, replies: [] });
  }
  return [...threads.values()].sort((a, b) => a.comment.createdAt.localeCompare(b.comment.createdAt));
}

/** `@tomas.trader`, whether the handle came with its @ or without. */
export const mention = (handle: string) => (handle.startsWith('@') ? handle : `@${handle}`);
