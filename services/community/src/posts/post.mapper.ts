import {
  type CommunityCategory,
  type CommunityComment,
  type CommunityPost,
  type CommunityVisibility,
  categoryName,
} from '@pipcrafters/contracts';
import type { SignedInUser } from '@pipcrafters/service-kit';
import { isAdmin } from '../comments/comment.mapper';
import { T } from '../database/community-schema';
import { imageUrl } from '../images/images.service';
import { AUTHOR_COLUMNS, type AuthorColumns, authorOf } from '../members/author';

export interface PostRow extends AuthorColumns {
  id: string;
  title: string;
  body: string;
  category: CommunityCategory;
  attachment_id: string | null;
  comments_count: number;
  likes_count: number;
  visibility: CommunityVisibility;
  created_at: Date;
  edited_at: Date | null;
  last_activity_at: Date;
  liked: boolean;
  /** The sort keys, as PostgreSQL writes them (microseconds, UTC), for the next page's cursor. */
  created_key: string;
  activity_key: string;
}

const utcText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A post's own columns (`p`), never its search vector. */
export const POST_COLUMNS = `p.id, p.title, p.body, p.category, p.attachment_id, p.comments_count, p.likes_count,
  p.visibility, p.created_at, p.edited_at, p.last_activity_at, p.author_id`;

/** What a post query selects (`p` the post, `m` its author's member row, `$me` the caller's id). */
export const postColumns = (
  me: string,
) => `p.id, p.title, p.body, p.category, p.attachment_id, p.comments_count,
  p.likes_count, p.visibility, p.created_at, p.edited_at, p.last_activity_at, p.author_id, ${AUTHOR_COLUMNS},
  ${utcText('p.created_at')} AS created_key, ${utcText('p.last_activity_at')} AS activity_key,
  EXISTS (SELECT 1 FROM ${T.postLikes} l WHERE l.post_id = p.id AND l.user_id = ${me}) AS liked`;

/** Whether the reader may see a post or comment: visible ones to all, the others to their author and admins. */
export const maySee = (row: { visibility: CommunityVisibility; author_id: string }, user: SignedInUser) =>
  row.visibility === 'visible' || row.author_id === user.userId || isAdmin(user);

export function toPost(row: PostRow, user: SignedInUser, comments: CommunityComment[] = []): CommunityPost {
  const mine = row.author_id === user.userId;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category,
    categoryName: categoryName(row.category) ?? row.category,
    attachmentUrl: row.attachment_id ? imageUrl(row.attachment_id) : null,
    commentsCount: row.comments_count,
    comments,
    author: authorOf(row),
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at ? row.edited_at.toISOString() : null,
    lastActivityAt: row.last_activity_at.toISOString(),
    likes: row.likes_count,
    likedByMe: row.liked,
    visibility: row.visibility,
    canEdit: mine,
    canDelete: mine || isAdmin(user),
  };
}
