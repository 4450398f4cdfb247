import type { CommunityComment, CommunityVisibility } from '@pipcrafters/contracts';
import type { SignedInUser } from '@pipcrafters/service-kit';
import { T } from '../database/community-schema';
import { AUTHOR_COLUMNS, type AuthorColumns, authorOf } from '../members/author';

export interface CommentRow extends AuthorColumns {
  id: string;
  post_id: string;
  parent_id: string | null;
  content: string;
  created_at: Date;
  edited_at: Date | null;
  likes_count: number;
  visibility: CommunityVisibility;
  liked: boolean;
}

/** What a comment query selects (`c` the comment, `m` its author's member row, `$me` the caller's id). */
export const commentColumns = (
  me: string,
) => `c.id, c.post_id, c.parent_id, c.content, c.created_at, c.edited_at,
  c.likes_count, c.visibility, c.author_id, ${AUTHOR_COLUMNS},
  EXISTS (SELECT 1 FROM ${T.commentLikes} l WHERE l.comment_id = c.id AND l.user_id = ${me}) AS liked`;

export const isAdmin = (user: SignedInUser) => user.roles.includes('ADMIN');

/** A comment as its reader sees it; `parentShown`: whether the comment it answers is shown to the same reader. */
export function toComment(row: CommentRow, user: SignedInUser, parentShown = true): CommunityComment {
  const mine = row.author_id === user.userId;
  return {
    id: row.id,
    postId: row.post_id,
    parentId: parentShown ? row.parent_id : null,
    content: row.content,
    author: authorOf(row),
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at ? row.edited_at.toISOString() : null,
    likes: row.likes_count,
    likedByMe: row.liked,
    visibility: row.visibility,
    canEdit: mine,
    canDelete: mine || isAdmin(user),
  };
}
