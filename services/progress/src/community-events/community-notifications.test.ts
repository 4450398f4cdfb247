import type { DomainEvents } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  commentNotifications,
  moderationNotification,
  postMentionNotifications,
} from './community-notifications';

const comment = (
  overrides: Partial<DomainEvents['community.comment.created']> = {},
): DomainEvents['community.comment.created'] => ({
  userId: 'commenter',
  authorName: 'Tomás T.',
  postId: 'post-1',
  postTitle: 'Mi plan para el EUR/USD',
  postAuthorId: 'author',
  commentId: 'comment-1',
  parentAuthorId: null,
  mentionedUserIds: [],
  first: false,
  ...overrides,
});

const told = (payload: DomainEvents['community.comment.created']) =>
  commentNotifications(payload).map(({ userId, notification }) => [userId, notification.message]);

describe('commentNotifications', () => {
  it('tells the post’s author, with a link to the post', () => {
    expect(commentNotifications(comment())).toEqual([
      {
        userId: 'author',
        notification: {
          type: 'other',
          title: 'Nuevo comentario en tu post',
          message: 'Tomás T. comentó en «Mi plan para el EUR/USD»',
          link: '/community/post-1',
        },
      },
    ]);
  });

  it('tells the author of the comment answered and everyone mentioned, each once', () => {
    expect(told(comment({ parentAuthorId: 'parent', mentionedUserIds: ['m1', 'm2', 'm1'] }))).toEqual([
      ['parent', 'Tomás T. respondió a tu comentario en «Mi plan para el EUR/USD»'],
      ['author', 'Tomás T. comentó en «Mi plan para el EUR/USD»'],
      ['m1', 'Tomás T. te mencionó en «Mi plan para el EUR/USD»'],
      ['m2', 'Tomás T. te mencionó en «Mi plan para el EUR/USD»'],
    ]);
  });

  it('sends one notification to someone who is both the post’s author and mentioned (or answered)', () => {
    expect(told(comment({ mentionedUserIds: ['author'] }))).toEqual([
      ['author', 'Tomás T. comentó en «Mi plan para el EUR/USD»'],
    ]);
    expect(told(comment({ parentAuthorId: 'author', mentionedUserIds: ['author'] }))).toEqual([
      ['author', 'Tomás T. respondió a tu comentario en «Mi plan para el EUR/USD»'],
    ]);
  });

  it('never tells the commenter themself: on their own post, answering or mentioning themself', () => {
    expect(
      told(
        comment({
          postAuthorId: 'commenter',
          parentAuthorId: 'commenter',
          mentionedUserIds: ['commenter'],
        }),
      ),
    ).toEqual([]);
  });

  it('names someone unnamed "Alguien"', () => {
    expect(told(comment({ authorName: '  ' }))).toEqual([
      ['author', 'Alguien comentó en «Mi plan para el EUR/USD»'],
    ]);
  });
});

describe('moderationNotification', () => {
  const moderated = (
    targetType: 'post' | 'comment',
    action: 'hidden' | 'restored' | 'deleted',
  ): DomainEvents['community.content.moderated'] => ({
    userId: 'author',
    targetType,
    postId: 'post-1',
    title: 'Señales gratis',
    action,
  });

  it('tells the author what happened to their post, linking to it while it exists', () => {
    expect(moderationNotification(moderated('post', 'hidden'))).toEqual({
      type: 'system',
      title: 'Publicación ocultada',
      message:
        'Tu publicación «Señales gratis» fue ocultada por moderación. Si crees que es un error, contacta con un administrador.',
      link: '/community/post-1',
    });
    expect(moderationNotification(moderated('post', 'restored'))).toMatchObject({
      title: 'Publicación restaurada',
      message: 'Tu publicación «Señales gratis» fue revisada por moderación y vuelve a estar visible.',
      link: '/community/post-1',
    });
    expect(moderationNotification(moderated('post', 'deleted'))).toMatchObject({
      title: 'Publicación eliminada',
      link: null,
    });
  });

  it('tells a comment’s author, linking to the post (which outlives the comment)', () => {
    expect(moderationNotification(moderated('comment', 'deleted'))).toMatchObject({
      title: 'Comentario eliminado',
      message:
        'Tu comentario en «Señales gratis» fue eliminado por moderación. Si crees que es un error, contacta con un administrador.',
      link: '/community/post-1',
    });
    expect(moderationNotification(moderated('comment', 'hidden')).message).toBe(
      'Tu comentario en «Señales gratis» fue ocultado por moderación. Si crees que es un error, contacta con un administrador.',
    );
  });
});

describe('postMentionNotifications', () => {
  it('tells each mentioned user once, never the author; without names (older events) it still reads', () => {
    const base = { userId: 'author', postId: 'post-9', title: 'Mi plan semanal', first: false };
    expect(
      postMentionNotifications({
        ...base,
        authorName: 'Carmen R.',
        mentionedUserIds: ['m1', 'author', 'm1'],
      }),
    ).toEqual([
      {
        userId: 'm1',
        notification: {
          type: 'other',
          title: 'Te han mencionado',
          message: 'Carmen R. te mencionó en «Mi plan semanal»',
          link: '/community/post-9',
        },
      },
    ]);
    expect(postMentionNotifications(base)).toEqual([]);
  });
});
