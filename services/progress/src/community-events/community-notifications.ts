import type { DomainEvents } from '@pipcrafters/contracts';
import { ProgressMessages } from '../messages';
import type { NewNotification } from '../notifications/notifications.service';

const Texts = ProgressMessages.community;

/** The page of a post, where every community notification leads. */
export const postLink = (postId: string): string => `/community/${postId}`;

export interface Addressed {
  userId: string;
  notification: NewNotification;
}

/**
 * Who hears of a new comment, and how: the author of the comment answered ("respondió a tu comentario"), the post's
 * author ("comentó en"), everyone mentioned ("te mencionó"); one notification per person, the most particular
 * reason first, and never the commenter themself.
 */
export function commentNotifications(payload: DomainEvents['community.comment.created']): Addressed[] {
  const author = payload.authorName.trim() || Texts.someone;
  const link = postLink(payload.postId);
  const reasons: [string | null, { title: string; message: (author: string, post: string) => string }][] = [
    [payload.parentAuthorId, Texts.replied],
    [payload.postAuthorId, Texts.commented],
    ...payload.mentionedUserIds.map((id): [string, typeof Texts.mentioned] => [id, Texts.mentioned]),
  ];
  const told = new Map<string, Addressed>();
  for (const [userId, texts] of reasons) {
    if (!userId || userId === payload.userId || told.has(userId)) continue;
    told.set(userId, {
      userId,
      notification: {
        type: 'other',
        title: texts.title,
        message: texts.message(author, payload.postTitle),
        link,
      },
    });
  }
  return [...told.values()];
}

/**
 * What a moderator's decision tells the author. A hidden or restored post is still theirs to open (they see why);
 * a deleted post has no page left, while a deleted comment's post still has one.
 */
export function moderationNotification(
  payload: DomainEvents['community.content.moderated'],
): NewNotification {
  const texts = Texts.moderated[payload.targetType][payload.action];
  const gone = payload.targetType === 'post' && payload.action === 'deleted';
  return {
    type: 'system',
    title: texts.title,
    message: texts.message(payload.title),
    link: gone ? null : postLink(payload.postId),
  };
}

/** Everyone a new post's body mentions hears of it once ("te mencionó"); never its author. */
export function postMentionNotifications(payload: DomainEvents['community.post.created']): Addressed[] {
  const author = payload.authorName?.trim() || Texts.someone;
  const told = new Set<string>();
  const addressed: Addressed[] = [];
  for (const userId of payload.mentionedUserIds ?? []) {
    if (userId === payload.userId || told.has(userId)) continue;
    told.add(userId);
    addressed.push({
      userId,
      notification: {
        type: 'other',
        title: Texts.mentioned.title,
        message: Texts.mentioned.message(author, payload.title),
        link: postLink(payload.postId),
      },
    });
  }
  return addressed;
}
