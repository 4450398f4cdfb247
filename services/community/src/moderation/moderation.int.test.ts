import {
  type CommunityComment,
  type CommunityPost,
  ErrorCode,
  GATEWAY_IDENTITY_HEADER,
  Messages,
  type ModerationItem,
} from '@pipcrafters/contracts';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CommunityMessages } from '../messages';
import {
  createPost,
  demoAdmin,
  expectError,
  expectOk,
  type Member,
  newMember,
  published,
} from '../testing/community-api';

const stack = inject('stack');
const texts = CommunityMessages.reports;
let admin: Member;
let reporters: Member[];

beforeAll(async () => {
  admin = await demoAdmin(stack);
  reporters = await Promise.all([0, 1, 2].map((index) => newMember(stack, `moderacion.denuncia${index}`)));
});

const report = (member: Member, body: Record<string, unknown>) =>
  member.call('POST', '/api/community/reports', body);
const queue = () => expectOk(admin.call<ModerationItem[]>('GET', '/api/admin/community/queue'));
const pngUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

describe('reports', () => {
  it('hold a post reported by three members: hidden from others, in the queue, restored by an admin', async () => {
    const author = await newMember(stack, 'moderacion.autora');
    const post = await createPost(author, { attachmentUrl: pngUrl });
    const [first, second, third] = reporters as [Member, Member, Member];
    expect(
      (await report(first, { targetType: 'post', targetId: post.id, reason: 'spam', note: 'Enlaces raros' }))
        .status,
    ).toBe(204);
    await expectError(
      report(first, { targetType: 'post', targetId: post.id, reason: 'abuse' }),
      409,
      texts.already,
    );
    expect((await report(second, { targetType: 'post', targetId: post.id, reason: 'scam' })).status).toBe(
      204,
    );
    // Two reports: still visible, already in the queue.
    expect(
      (await expectOk(third.call<CommunityPost>('GET', `/api/community/posts/${post.id}`))).visibility,
    ).toBe('visible');
    expect((await queue()).find((item) => item.targetId === post.id)).toMatchObject({
      visibility: 'visible',
      why: 'reports',
    });
    expect((await report(third, { targetType: 'post', targetId: post.id, reason: 'spam' })).status).toBe(204);

    await expectError(
      third.call('GET', `/api/community/posts/${post.id}`),
      404,
      CommunityMessages.posts.notFound,
    );
    expect((await third.client.get(post.attachmentUrl as string)).status).toBe(404);
    const feed = await expectOk(third.call<CommunityPost[]>('GET', '/api/community/posts?limit=50'));
    expect(feed.some((item) => item.id === post.id)).toBe(false);
    await expectError(
      third.call('POST', `/api/community/posts/${post.id}/comments`, { content: 'Hola' }),
      404,
      CommunityMessages.posts.notFound,
    );
    // Its author still sees it, marked, on top of their feed; so do admins.
    expect(
      (await expectOk(author.call<CommunityPost>('GET', `/api/community/posts/${post.id}`))).visibility,
    ).toBe('held');
    expect((await expectOk(author.call<CommunityPost[]>('GET', '/api/community/posts')))[0]?.id).toBe(
      post.id,
    );
    expect((await author.client.get(post.attachmentUrl as string)).status).toBe(200);
    expect(
      (await expectOk(admin.call<CommunityPost>('GET', `/api/community/posts/${post.id}`))).visibility,
    ).toBe('held');

    const item = (await queue()).find((entry) => entry.targetId === post.id);
    expect(item).toMatchObject({
      targetType: 'post',
      postId: post.id,
      excerpt: post.title,
      content: post.body,
      author: { id: author.userId },
      visibility: 'held',
      why: 'reports',
    });
    expect(item?.reports.map((entry) => [entry.reason, entry.note])).toEqual([
      ['spam', 'Enlaces raros'],
      ['scam', null],
      ['spam', null],
    ]);

    expect((await admin.call('POST', `/api/admin/community/posts/${post.id}/restore`)).status).toBe(204);
    expect(
      (await expectOk(third.call<CommunityPost>('GET', `/api/community/posts/${post.id}`))).visibility,
    ).toBe('visible');
    expect((await queue()).some((entry) => entry.targetId === post.id)).toBe(false);
    expect(await published(stack, 'community.content.moderated', 'postId', post.id)).toEqual([
      { userId: author.userId, targetType: 'post', postId: post.id, title: post.title, action: 'restored' },
    ]);
    // Reviewed reports count no more; the same members cannot report it again.
    await expectError(
      report(first, { targetType: 'post', targetId: post.id, reason: 'spam' }),
      409,
      texts.already,
    );
  });

  it('hold a comment (the post’s count leaves it out) until an admin hides, restores or deletes it', async () => {
    const author = await newMember(stack, 'moderacion.post');
    const commenter = await newMember(stack, 'moderacion.comenta');
    const post = await createPost(author);
    const comment = await expectOk(
      commenter.call<CommunityComment>('POST', `/api/community/posts/${post.id}/comments`, {
        content: 'Compra mi curso',
      }),
      201,
    );
    for (const reporter of reporters) {
      expect(
        (await report(reporter, { targetType: 'comment', targetId: comment.id, reason: 'spam' })).status,
      ).toBe(204);
    }
    const seen = await expectOk(author.call<CommunityPost>('GET', `/api/community/posts/${post.id}`));
    expect(seen.commentsCount).toBe(0);
    expect(seen.comments).toEqual([]);
    const own = await expectOk(commenter.call<CommunityPost>('GET', `/api/community/posts/${post.id}`));
    expect(own.comments.map((item) => [item.id, item.visibility])).toEqual([[comment.id, 'held']]);
    expect((await queue()).find((item) => item.targetId === comment.id)).toMatchObject({
      targetType: 'comment',
      postId: post.id,
      excerpt: 'Compra mi curso',
      visibility: 'held',
      why: 'reports',
    });

    expect((await admin.call('POST', `/api/admin/community/comments/${comment.id}/hide`)).status).toBe(204);
    expect((await admin.call('POST', `/api/admin/community/comments/${comment.id}/hide`)).status).toBe(204);
    expect(
      (await expectOk(author.call<CommunityPost>('GET', `/api/community/posts/${post.id}`))).commentsCount,
    ).toBe(0);
    expect((await admin.call('POST', `/api/admin/community/comments/${comment.id}/restore`)).status).toBe(
      204,
    );
    expect(
      (await expectOk(author.call<CommunityPost>('GET', `/api/community/posts/${post.id}`))).commentsCount,
    ).toBe(1);
    expect((await admin.call('DELETE', `/api/admin/community/comments/${comment.id}`)).status).toBe(204);
    expect(
      (await expectOk(author.call<CommunityPost>('GET', `/api/community/posts/${post.id}`))).commentsCount,
    ).toBe(0);
    expect(
      (await published(stack, 'community.content.moderated', 'postId', post.id)).map((event) => event.action),
    ).toEqual(['hidden', 'restored', 'deleted']);
  });

  it('hidden and deleted posts by an admin; their authors are told', async () => {
    const author = await newMember(stack, 'moderacion.oculta');
    const hidden = await createPost(author);
    const removed = await createPost(author);
    expect((await admin.call('POST', `/api/admin/community/posts/${hidden.id}/hide`)).status).toBe(204);
    expect(
      (await expectOk(author.call<CommunityPost>('GET', `/api/community/posts/${hidden.id}`))).visibility,
    ).toBe('hidden');
    await expectError(
      (reporters[0] as Member).call('GET', `/api/community/posts/${hidden.id}`),
      404,
      CommunityMessages.posts.notFound,
    );
    expect((await admin.call('DELETE', `/api/admin/community/posts/${removed.id}`)).status).toBe(204);
    await expectError(
      author.call('GET', `/api/community/posts/${removed.id}`),
      404,
      CommunityMessages.posts.notFound,
    );
    expect((await published(stack, 'community.content.moderated', 'postId', hidden.id))[0]?.action).toBe(
      'hidden',
    );
    expect((await published(stack, 'community.content.moderated', 'postId', removed.id))[0]?.action).toBe(
      'deleted',
    );
    await expectError(
      admin.call('POST', `/api/admin/community/posts/${removed.id}/restore`),
      404,
      CommunityMessages.posts.notFound,
    );
  });

  it('say what is wrong, in Spanish', async () => {
    const author = await newMember(stack, 'moderacion.mensajes');
    const post = await createPost(author);
    await expectError(
      report(author, { targetType: 'post', targetId: post.id, reason: 'spam' }),
      400,
      texts.own,
    );
    await expectError(
      report(author, { targetType: 'usuario', targetId: post.id, reason: 'spam' }),
      400,
      texts.targetType,
    );
    await expectError(
      report(author, { targetType: 'post', targetId: 'x', reason: 'spam' }),
      400,
      texts.targetId,
    );
    await expectError(
      report(author, { targetType: 'post', targetId: post.id, reason: 'aburrido' }),
      400,
      texts.reason,
    );
    await expectError(
      report(author, { targetType: 'post', targetId: post.id, reason: 'spam', note: 'x'.repeat(501) }),
      400,
      texts.note,
    );
    await expectError(
      report(author, { targetType: 'comment', targetId: post.id, reason: 'spam' }),
      404,
      CommunityMessages.comments.notFound,
    );
  });
});

describe('the admin routes', () => {
  it('are refused to members, by the gateway and by the service itself', async () => {
    const member = reporters[0] as Member;
    await expectError(member.call('GET', '/api/admin/community/queue'), 403, Messages.adminRequired);
    const direct = await fetch(`${stack.serviceUrls.community}/api/admin/community/queue`, {
      headers: {
        [GATEWAY_IDENTITY_HEADER]: signGatewayIdentity(
          { sub: member.userId, roles: ['USER'], status: 'ACTIVE' },
          stack.internalSecret,
        ),
      },
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toMatchObject({ code: ErrorCode.ADMIN_REQUIRED });
    expect((await fetch(`${stack.serviceUrls.community}/api/admin/community/queue`)).status).toBe(401);
  });
});

describe('suspensions', () => {
  it('stop a member posting, commenting, liking and reporting until the date they are told, then lift', async () => {
    const member = await newMember(stack, 'moderacion.suspendida');
    const other = await newMember(stack, 'moderacion.otra');
    const post = await createPost(other);
    const mine = await createPost(member);
    const suspension = await expectOk(
      admin.call<{ userId: string; suspendedUntil: string; reason: string }>(
        'POST',
        `/api/admin/community/members/${member.userId}/suspension`,
        { days: 3, reason: 'Spam repetido' },
      ),
    );
    expect(suspension.userId).toBe(member.userId);
    expect(suspension.reason).toBe('Spam repetido');
    const until = new Date(suspension.suspendedUntil);
    expect(Math.abs(until.getTime() - Date.now() - 3 * 86_400_000)).toBeLessThan(60_000);
    const message = CommunityMessages.members.suspended(until, 'Spam repetido');
    expect(message).toContain(String(until.getUTCFullYear()));
    await expectError(
      member.call('POST', '/api/community/posts', { title: 'Hola', body: 'Hola', category: 'general' }),
      403,
      message,
    );
    await expectError(
      member.call('POST', `/api/community/posts/${post.id}/comments`, { content: 'Hola' }),
      403,
      message,
    );
    await expectError(member.call('POST', `/api/community/posts/${post.id}/like`), 403, message);
    await expectError(
      member.call('PATCH', `/api/community/posts/${mine.id}`, { title: 'Cambio' }),
      403,
      message,
    );
    await expectError(
      report(member, { targetType: 'post', targetId: post.id, reason: 'spam' }),
      403,
      message,
    );
    // Reading, and deleting what is theirs, stay open.
    expect((await member.call('GET', `/api/community/posts/${post.id}`)).status).toBe(200);
    expect((await member.call('DELETE', `/api/community/posts/${mine.id}`)).status).toBe(204);

    expect(
      await expectOk(admin.call('DELETE', `/api/admin/community/members/${member.userId}/suspension`)),
    ).toEqual({
      userId: member.userId,
      suspendedUntil: null,
      reason: null,
    });
    expect((await member.call('POST', `/api/community/posts/${post.id}/like`)).status).toBe(200);
  });

  it('say what is wrong, in Spanish', async () => {
    const path = `/api/admin/community/members/${(reporters[1] as Member).userId}/suspension`;
    await expectError(
      admin.call('POST', path, { days: 0, reason: 'x' }),
      400,
      CommunityMessages.members.days,
    );
    await expectError(
      admin.call('POST', path, { days: 366, reason: 'x' }),
      400,
      CommunityMessages.members.days,
    );
    await expectError(
      admin.call('POST', path, { days: 1, reason: '' }),
      400,
      CommunityMessages.members.reason,
    );
    await expectError(
      admin.call('POST', '/api/admin/community/members/0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90/suspension', {
        days: 1,
        reason: 'x',
      }),
      404,
      CommunityMessages.members.notFound,
    );
  });
});
