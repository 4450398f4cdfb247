import { randomUUID } from 'node:crypto';
import type {
  Badge,
  DomainEvents,
  Mission,
  NotificationPage,
  StreakView,
  XpProfile,
} from '@pipcrafters/contracts';
import { activeUser, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventSender, event, getJson } from '../testing/progress-api';
import { COMMUNITY_XP } from './community-events.consumer';

const stack = inject('stack');
const sender = new EventSender(stack);
let admin: SignedIn;

beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
  await sender.start();
});
afterAll(() => sender.stop());

const member = (prefix: string) => activeUser(stack, admin, prefix);
const notifications = async (user: SignedIn) =>
  (await getJson<NotificationPage>(user, '/api/notifications?pageSize=100')).items;
const communityNotices = async (user: SignedIn) =>
  (await notifications(user))
    .filter((item) => item.link?.startsWith('/community') || item.title.startsWith('Publicación'))
    .map(({ title, message, type, link }) => ({ title, message, type, link }));
const mission = async (user: SignedIn, title: string) =>
  (await getJson<Mission[]>(user, '/api/missions')).find((item) => item.title === title);
const badge = async (user: SignedIn, code: string) =>
  (await getJson<Badge[]>(user, '/api/xp/badges')).find((item) => item.code === code);
const xp = async (user: SignedIn) => (await getJson<XpProfile>(user, '/api/xp/profile')).xpTotal;

const posted = (userId: string, postId = randomUUID(), first = false) =>
  event('community.post.created', { userId, postId, title: 'Mi primer análisis', first });
const commented = (userId: string, overrides: Partial<DomainEvents['community.comment.created']> = {}) =>
  event('community.comment.created', {
    userId,
    authorName: 'Carmen R.',
    postId: randomUUID(),
    postTitle: 'Soportes en el EUR/USD',
    postAuthorId: randomUUID(),
    commentId: randomUUID(),
    parentAuthorId: null,
    mentionedUserIds: [],
    first: false,
    ...overrides,
  });
const helpful = (userId: string, commentId = randomUUID(), first = false) =>
  event('community.answer.helpful', { userId, postId: randomUUID(), commentId, first });

describe('community notifications', () => {
  it('tells the post’s author, the author answered and the mentioned, once each, with a link; never the commenter', async () => {
    const [author, parent, mentioned, commenter] = await Promise.all([
      member('comunidad.autora'),
      member('comunidad.respondida'),
      member('comunidad.mencionada'),
      member('comunidad.comentarista'),
    ]);
    const postId = randomUUID();
    const comment = commented(commenter.userId, {
      postId,
      postAuthorId: author.userId,
      parentAuthorId: parent.userId,
      // The post's author mentioned too, and the commenter mentioning themself.
      mentionedUserIds: [mentioned.userId, author.userId, commenter.userId],
    });
    await sender.deliver(comment, comment);

    const link = `/community/${postId}`;
    expect(await communityNotices(author)).toEqual([
      {
        title: 'Nuevo comentario en tu post',
        message: 'Carmen R. comentó en «Soportes en el EUR/USD»',
        type: 'other',
        link,
      },
    ]);
    expect(await communityNotices(parent)).toEqual([
      {
        title: 'Nueva respuesta a tu comentario',
        message: 'Carmen R. respondió a tu comentario en «Soportes en el EUR/USD»',
        type: 'other',
        link,
      },
    ]);
    expect(await communityNotices(mentioned)).toEqual([
      {
        title: 'Te han mencionado',
        message: 'Carmen R. te mencionó en «Soportes en el EUR/USD»',
        type: 'other',
        link,
      },
    ]);
    expect(await communityNotices(commenter)).toEqual([]);
  });

  it('tells everyone a new post mentions, once, with a link; never its author (and old events without names)', async () => {
    const [author, mentioned] = await Promise.all([
      member('comunidad.post.autor'),
      member('comunidad.post.mencion'),
    ]);
    const postId = randomUUID();
    const post = event('community.post.created', {
      userId: author.userId,
      postId,
      title: 'Mi plan semanal',
      first: false,
      authorName: 'Carmen R.',
      mentionedUserIds: [mentioned.userId, mentioned.userId, author.userId],
    });
    await sender.deliver(post, post, posted(author.userId));
    expect(await communityNotices(mentioned)).toEqual([
      {
        title: 'Te han mencionado',
        message: 'Carmen R. te mencionó en «Mi plan semanal»',
        type: 'other',
        link: `/community/${postId}`,
      },
    ]);
    expect(await communityNotices(author)).toEqual([]);
  });

  it('tells the author what a moderator decided, linking to the post while it exists', async () => {
    const author = await member('comunidad.moderada');
    const postId = randomUUID();
    const moderated = (targetType: 'post' | 'comment', action: 'hidden' | 'restored' | 'deleted') =>
      event('community.content.moderated', {
        userId: author.userId,
        targetType,
        postId,
        title: 'Señales gratis',
        action,
      });
    const hidden = moderated('post', 'hidden');
    await sender.deliver(hidden, hidden);
    await sender.deliver(moderated('post', 'restored'));
    await sender.deliver(moderated('comment', 'deleted'));
    await sender.deliver(moderated('post', 'deleted'));
    const notices = (await notifications(author)).filter((item) => item.type === 'system');
    expect(notices.map(({ title, link }) => ({ title, link })).reverse()).toEqual([
      { title: '¡Bienvenido a PipCrafters!', link: undefined },
      { title: 'Publicación ocultada', link: `/community/${postId}` },
      { title: 'Publicación restaurada', link: `/community/${postId}` },
      { title: 'Comentario eliminado', link: `/community/${postId}` },
      { title: 'Publicación eliminada', link: undefined },
    ]);
    expect(notices.find((item) => item.title === 'Publicación ocultada')?.message).toBe(
      'Tu publicación «Señales gratis» fue ocultada por moderación. Si crees que es un error, contacta con un administrador.',
    );
  });
});

describe('community missions, badges and XP', () => {
  it('"Publica tu primer post" and the badge "Primer post", once, however many posts', async () => {
    const user = await member('comunidad.primer-post');
    expect(await mission(user, 'Publica tu primer post')).toMatchObject({
      isComplete: false,
      progress: { current: 0, target: 1 },
      link: '/community/new',
    });
    const first = posted(user.userId, randomUUID(), true);
    await sender.deliver(first, first, posted(user.userId));
    expect(await mission(user, 'Publica tu primer post')).toMatchObject({ isComplete: true, xpAwarded: 20 });
    expect(await badge(user, 'primer-post')).toMatchObject({ title: 'Primer post', unlocked: true });
    // The mission's 20 XP only: posting pays nothing of its own.
    expect(await xp(user)).toBe(20);
  });

  it('"Comenta en 3 posts" counts distinct posts: three comments on one post are one', async () => {
    const user = await member('comunidad.comentarios');
    const postId = randomUUID();
    await sender.deliver(
      commented(user.userId, { postId }),
      commented(user.userId, { postId }),
      commented(user.userId, { postId }),
      commented(user.userId),
    );
    expect(await mission(user, 'Comenta en 3 posts')).toMatchObject({
      isComplete: false,
      progress: { current: 2, target: 3 },
    });
    await sender.deliver(commented(user.userId));
    expect(await mission(user, 'Comenta en 3 posts')).toMatchObject({ isComplete: true, xpAwarded: 30 });
    expect(await xp(user)).toBe(30);
  });

  it('a helpful answer unlocks "Primera respuesta útil" and pays once per comment, within a daily allowance', async () => {
    const user = await member('comunidad.util');
    const commentId = randomUUID();
    const first = helpful(user.userId, commentId, true);
    // Liked, unliked and liked again: a second event for the same comment pays nothing.
    await sender.deliver(first, first, helpful(user.userId, commentId));
    expect(await badge(user, 'primera-respuesta-util')).toMatchObject({
      title: 'Primera respuesta útil',
      unlocked: true,
    });
    expect(await xp(user)).toBe(COMMUNITY_XP.helpfulAnswer);

    const more = Array.from({ length: COMMUNITY_XP.helpfulPaidPerDay + 2 }, () => helpful(user.userId));
    await sender.deliver(...more);
    expect(await xp(user)).toBe(COMMUNITY_XP.helpfulAnswer * COMMUNITY_XP.helpfulPaidPerDay);
    const ledger = await sql<{ reason: string }>(
      stack,
      "SELECT reason FROM progress.xp_ledger WHERE user_id = $1 AND reason NOT LIKE 'Misión%'",
      [user.userId],
    );
    expect(new Set(ledger.map((row) => row.reason))).toEqual(new Set(['Respuesta útil en la comunidad']));
  });

  it('posting and commenting do not keep the streak', async () => {
    const user = await member('comunidad.racha');
    await sender.deliver(posted(user.userId), commented(user.userId), helpful(user.userId));
    const streak = await getJson<StreakView>(user, '/api/xp/streak');
    expect(streak).toMatchObject({ current: 0, activeToday: false, lastActiveDate: null });
  });
});
