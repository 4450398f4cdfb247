import { ALL_USERS, type CommunityComment, type CommunityPost } from '@pipcrafters/contracts';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { CommunityMessages } from '../messages';
import {
  createPost,
  demoAdmin,
  expectError,
  expectOk,
  type Member,
  newMember,
  published,
  realtimeAbout,
} from '../testing/community-api';

const stack = inject('stack');
const texts = CommunityMessages.comments;
let ana: Member;
let beto: Member;
let admin: Member;

beforeAll(async () => {
  admin = await demoAdmin(stack);
});
// Members of each test's own: posting is limited per member and minute.
beforeEach(async () => {
  [ana, beto] = await Promise.all([
    newMember(stack, 'comentarios.ana'),
    newMember(stack, 'comentarios.beto'),
  ]);
});

const comment = (member: Member, postId: string, content: string, parentId?: string | null) =>
  member.call<CommunityComment>('POST', `/api/community/posts/${postId}/comments`, {
    content,
    ...(parentId === undefined ? {} : { parentId }),
  });
const read = (member: Member, id: string) =>
  expectOk(member.call<CommunityPost>('GET', `/api/community/posts/${id}`));

describe('comments', () => {
  it('add one to the count and come back with the post, oldest first, replies one level deep', async () => {
    const post = await createPost(ana);
    const first = await expectOk(comment(beto, post.id, 'Primera respuesta.'), 201);
    expect(first).toMatchObject({
      postId: post.id,
      parentId: null,
      content: 'Primera respuesta.',
      likes: 0,
      likedByMe: false,
      visibility: 'visible',
      editedAt: null,
      canEdit: true,
      canDelete: true,
    });
    expect(first.author.id).toBe(beto.userId);
    const reply = await expectOk(comment(ana, post.id, 'Gracias.', first.id), 201);
    // A reply to a reply joins the same thread.
    const deeper = await expectOk(comment(beto, post.id, 'De nada.', reply.id), 201);
    expect([reply.parentId, deeper.parentId]).toEqual([first.id, first.id]);
    const detail = await read(ana, post.id);
    expect(detail.commentsCount).toBe(3);
    expect(detail.comments.map((item) => [item.id, item.parentId])).toEqual([
      [first.id, null],
      [reply.id, first.id],
      [deeper.id, first.id],
    ]);
    expect(detail.comments[0]).toMatchObject({ canEdit: false, canDelete: false });
    const list = await expectOk(
      ana.call<CommunityPost[]>('GET', '/api/community/posts?sort=active&limit=50'),
    );
    expect(list.find((item) => item.id === post.id)).toMatchObject({ commentsCount: 3, comments: [] });
  });

  it('are edited by their author only (marked as edited) and deleted by the author or an admin', async () => {
    const post = await createPost(ana);
    const mine = await expectOk(comment(beto, post.id, 'Texto original.'), 201);
    await expectError(
      ana.call('PATCH', `/api/community/comments/${mine.id}`, { content: 'Cambiado' }),
      403,
      texts.notYours,
    );
    await expectError(ana.call('DELETE', `/api/community/comments/${mine.id}`), 403, texts.notYoursToDelete);
    const edited = await expectOk(
      beto.call<CommunityComment>('PATCH', `/api/community/comments/${mine.id}`, {
        content: 'Texto corregido.',
      }),
    );
    expect(edited.content).toBe('Texto corregido.');
    expect(edited.editedAt).not.toBeNull();
    await expectError(
      beto.call('PATCH', `/api/community/comments/${mine.id}`, { content: '' }),
      400,
      texts.content,
    );
    expect((await admin.call('DELETE', `/api/community/comments/${mine.id}`)).status).toBe(204);
    expect((await read(ana, post.id)).commentsCount).toBe(0);
    await expectError(beto.call('DELETE', `/api/community/comments/${mine.id}`), 404, texts.notFound);
    expect(await published(stack, 'community.content.moderated', 'postId', post.id)).toEqual([
      { userId: beto.userId, targetType: 'comment', postId: post.id, title: post.title, action: 'deleted' },
    ]);
  });

  it('deleting a comment takes its replies with it, and the count drops by all of them', async () => {
    const post = await createPost(ana);
    const parent = await expectOk(comment(beto, post.id, 'Hilo.'), 201);
    await expectOk(comment(ana, post.id, 'Respuesta 1.', parent.id), 201);
    await expectOk(comment(ana, post.id, 'Respuesta 2.', parent.id), 201);
    const other = await expectOk(comment(ana, post.id, 'Otro hilo.'), 201);
    expect((await read(ana, post.id)).commentsCount).toBe(4);
    expect((await beto.call('DELETE', `/api/community/comments/${parent.id}`)).status).toBe(204);
    const after = await read(ana, post.id);
    expect(after.commentsCount).toBe(1);
    expect(after.comments.map((item) => item.id)).toEqual([other.id]);
  });

  it('say what is wrong, in Spanish', async () => {
    const post = await createPost(ana);
    const elsewhere = await createPost(beto);
    const theirs = await expectOk(comment(ana, elsewhere.id, 'En otro post.'), 201);
    await expectError(comment(beto, post.id, ''), 400, texts.content);
    await expectError(comment(beto, post.id, 'x'.repeat(10_001)), 400, texts.content);
    await expectError(comment(beto, post.id, 'Hola', 'no-es-uuid'), 400, texts.parentId);
    await expectError(comment(beto, post.id, 'Hola', theirs.id), 400, texts.parentElsewhere);
    await expectError(
      comment(beto, post.id, 'Hola', '0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90'),
      404,
      texts.notFound,
    );
    await expectError(
      comment(beto, '0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90', 'Hola'),
      404,
      CommunityMessages.posts.notFound,
    );
    await expectError(comment(beto, post.id, 'a\u0000b'), 400, /carácter nulo/);
  });

  it('keep the count exact under 50 comments and 50 deletions at once', async () => {
    const writers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => newMember(stack, `comentarios.carga${index}`)),
    );
    const post = await createPost(ana);
    // 50 comments to delete later, 10 per writer (the limit is 20 a minute each).
    const existing: CommunityComment[] = [];
    for (const [index, writer] of writers.entries()) {
      for (let count = 0; count < 5; count += 1) {
        existing.push(await expectOk(comment(writer, post.id, `Previo ${index}.${count}`), 201));
      }
    }
    expect((await read(ana, post.id)).commentsCount).toBe(25);
    const adds = writers.flatMap((writer, index) =>
      Array.from({ length: 10 }, (_, count) => comment(writer, post.id, `Nuevo ${index}.${count}`)),
    );
    // Each deletion twice at once: only one of each pair finds it.
    const deletes = existing.flatMap((item) => {
      const owner = writers.find((writer) => writer.userId === item.author.id) as Member;
      return [
        owner.call('DELETE', `/api/community/comments/${item.id}`),
        admin.call('DELETE', `/api/community/comments/${item.id}`),
      ];
    });
    const answers = await Promise.all([...adds, ...deletes]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(201));
    const deleted = statuses.slice(50);
    expect(deleted.filter((status) => status === 204)).toHaveLength(25);
    expect(deleted.filter((status) => status === 404)).toHaveLength(25);
    const after = await read(ana, post.id);
    expect(after.commentsCount).toBe(50);
    expect(after.comments).toHaveLength(50);
    const [row] = await sql<{ stored: number; counted: number }>(
      stack,
      `SELECT p.comments_count AS stored, (SELECT count(*)::int FROM community.comments c WHERE c.post_id = p.id) AS counted
       FROM community.posts p WHERE p.id = $1`,
      [post.id],
    );
    expect(row).toEqual({ stored: 50, counted: 50 });
  }, 60_000);
});

describe('what a comment tells', () => {
  it('publishes community.comment.created with the post’s author, the author answered and the mentioned', async () => {
    const carla = await newMember(stack, 'comentarios.carla');
    const post = await createPost(ana);
    await expectOk(comment(carla, post.id, 'Hola a todos.'), 201);
    const [handles] = await sql<{ ana: string; carla: string }>(
      stack,
      `SELECT (SELECT handle FROM community.members WHERE user_id = $1) AS ana,
              (SELECT handle FROM community.members WHERE user_id = $2) AS carla`,
      [ana.userId, carla.userId],
    );
    expect(handles?.carla).toMatch(/^prueba\.pasarela\d*$/);
    const first = await expectOk(comment(beto, post.id, 'Primera.'), 201);
    const reply = await expectOk(
      comment(
        ana,
        post.id,
        `Gracias @${handles?.carla} y @${handles?.ana} (yo misma), y @nadie.conocido. \`@${handles?.carla}\``,
        first.id,
      ),
      201,
    );
    const events = await published(stack, 'community.comment.created', 'commentId', reply.id);
    expect(events).toEqual([
      {
        userId: ana.userId,
        authorName: 'Prueba P.',
        postId: post.id,
        postTitle: post.title,
        postAuthorId: ana.userId,
        commentId: reply.id,
        parentAuthorId: beto.userId,
        mentionedUserIds: [carla.userId],
        first: true,
      },
    ]);
    const second = await expectOk(comment(ana, post.id, 'Otra.'), 201);
    expect((await published(stack, 'community.comment.created', 'commentId', second.id))[0]).toMatchObject({
      first: false,
      parentAuthorId: null,
      mentionedUserIds: [],
    });
  });

  it('sends comment:new to every signed-in socket, in the transaction of the comment', async () => {
    const post = await createPost(ana);
    const added = await expectOk(comment(beto, post.id, 'En directo.'), 201);
    const messages = await realtimeAbout(stack, post.id);
    expect(messages).toEqual([
      { userId: ALL_USERS, event: 'comment:new', payload: { postId: post.id, commentId: added.id } },
    ]);
  });
});

describe('likes', () => {
  it('count one per member, both ways idempotent, and the post’s author liking an answer marks it helpful once', async () => {
    const post = await createPost(ana);
    const answer = await expectOk(comment(beto, post.id, 'Mi respuesta útil.'), 201);
    const own = await expectOk(comment(ana, post.id, 'Mi propio comentario.'), 201);
    expect(await expectOk(beto.call('POST', `/api/community/posts/${post.id}/like`))).toEqual({
      likes: 1,
      likedByMe: true,
    });
    expect(await expectOk(beto.call('POST', `/api/community/posts/${post.id}/like`))).toEqual({
      likes: 1,
      likedByMe: true,
    });
    expect(await expectOk(ana.call('POST', `/api/community/posts/${post.id}/like`))).toEqual({
      likes: 2,
      likedByMe: true,
    });
    expect(await expectOk(beto.call('DELETE', `/api/community/posts/${post.id}/like`))).toEqual({
      likes: 1,
      likedByMe: false,
    });
    expect(await expectOk(beto.call('DELETE', `/api/community/posts/${post.id}/like`))).toEqual({
      likes: 1,
      likedByMe: false,
    });
    expect(await read(ana, post.id)).toMatchObject({ likes: 1, likedByMe: true });
    expect(await read(beto, post.id)).toMatchObject({ likes: 1, likedByMe: false });

    expect(await expectOk(ana.call('POST', `/api/community/comments/${answer.id}/like`))).toEqual({
      likes: 1,
      likedByMe: true,
    });
    await expectOk(ana.call('DELETE', `/api/community/comments/${answer.id}/like`));
    await expectOk(ana.call('POST', `/api/community/comments/${answer.id}/like`));
    await expectOk(ana.call('POST', `/api/community/comments/${own.id}/like`));
    await expectOk(beto.call('POST', `/api/community/comments/${own.id}/like`));
    expect(await published(stack, 'community.answer.helpful', 'commentId', answer.id)).toEqual([
      { userId: beto.userId, postId: post.id, commentId: answer.id, first: true },
    ]);
    expect(await published(stack, 'community.answer.helpful', 'commentId', own.id)).toEqual([]);
    const detail = await read(beto, post.id);
    expect(detail.comments.map((item) => [item.likes, item.likedByMe])).toEqual([
      [1, false],
      [2, true],
    ]);
    await expectError(
      beto.call('POST', '/api/community/comments/0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90/like'),
      404,
      texts.notFound,
    );
  });
});
