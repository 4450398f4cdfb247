import { randomUUID } from 'node:crypto';
import { type CommunityComment, type CommunityPost, GATEWAY_IDENTITY_HEADER } from '@pipcrafters/contracts';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CommunityMessages } from '../messages';
import { CommunityEvents, createPost, expectOk, newMember, postInput } from '../testing/community-api';

const stack = inject('stack');
const events = new CommunityEvents(stack);
beforeAll(() => events.start());
afterAll(() => events.stop());

async function member(userId: string) {
  const [row] = await sql<{ first_name: string; last_name: string; handle: string }>(
    stack,
    'SELECT first_name, last_name, handle FROM community.members WHERE user_id = $1',
    [userId],
  );
  return row;
}

/** A call straight to the service as the gateway would sign it, for a user identity has no name for yet. */
function asUnnamed(userId: string, method: string, path: string, body?: unknown) {
  return fetch(`${stack.serviceUrls.community}${path}`, {
    method,
    headers: {
      [GATEWAY_IDENTITY_HEADER]: signGatewayIdentity(
        { sub: userId, roles: ['USER'], status: 'ACTIVE' },
        stack.internalSecret,
      ),
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('members', () => {
  it('are named by identity.user.named: handles from the names, numbered on a collision, kept on a rename', async () => {
    const suffix = randomUUID().slice(0, 6).replace(/\d/g, 'x');
    const [first, second] = [randomUUID(), randomUUID()];
    await events.deliver(
      events.event('identity.user.named', { userId: first, firstName: 'Íñigo', lastName: `Núñez ${suffix}` }),
      events.event('identity.user.named', {
        userId: second,
        firstName: 'Iñigo',
        lastName: `Nuñez ${suffix}`,
      }),
    );
    expect(await member(first)).toEqual({
      first_name: 'Íñigo',
      last_name: `Núñez ${suffix}`,
      handle: `inigo.nunez.${suffix}`,
    });
    expect((await member(second))?.handle).toBe(`inigo.nunez.${suffix}2`);
    // A rename keeps the handle; an older naming arriving late changes nothing; a replay changes nothing.
    const rename = events.event('identity.user.named', {
      userId: first,
      firstName: 'Íñigo',
      lastName: 'Otero',
    });
    await events.deliver(rename, rename);
    await events.deliver(
      events.event(
        'identity.user.named',
        { userId: first, firstName: 'Viejo', lastName: 'Nombre' },
        new Date(Date.now() - 3_600_000),
      ),
    );
    expect(await member(first)).toEqual({
      first_name: 'Íñigo',
      last_name: 'Otero',
      handle: `inigo.nunez.${suffix}`,
    });
  });

  it('who act before their name arrives are "Usuario" until it does, and then take a handle from it', async () => {
    const author = await newMember(stack, 'miembros.autor');
    const post = await createPost(author);
    const userId = randomUUID();
    const answer = await asUnnamed(userId, 'POST', `/api/community/posts/${post.id}/comments`, {
      content: 'Hola.',
    });
    expect(answer.status).toBe(201);
    const comment = (await answer.json()) as CommunityComment;
    expect(comment.author).toMatchObject({ id: userId, name: CommunityMessages.members.placeholderName });
    expect(comment.author.handle).toMatch(/^usuario\d*$/);
    await events.deliver(
      events.event('identity.user.named', { userId, firstName: 'Zoé', lastName: 'Quintana' }),
    );
    expect((await member(userId))?.handle).toMatch(/^zoe\.quintana\d*$/);
    const read = await expectOk(author.call<CommunityPost>('GET', `/api/community/posts/${post.id}`));
    expect(read.comments[0]?.author.name).toBe('Zoé Q.');
  });

  it('get their name from identity when their account becomes active', async () => {
    const fresh = await newMember(stack, 'miembros.activo');
    const post = await createPost(fresh);
    expect(post.author.name).toBe('Prueba P.');
    expect(post.author.handle).toMatch(/^prueba\.pasarela\d*$/);
  });
});

describe('the posting limit', () => {
  it('allows 5 posts and 20 comments a minute, then answers 429 with Retry-After and a Spanish message', async () => {
    const writer = await newMember(stack, 'miembros.rapido');
    const posts: CommunityPost[] = [];
    for (let index = 0; index < 5; index += 1) posts.push(await createPost(writer));
    const refused = await writer.call('POST', '/api/community/posts', postInput());
    if (refused.status === 201) {
      // The minute turned between the posts: the window started again; one more fills it.
      for (let index = 0; index < 5; index += 1)
        await writer.call('POST', '/api/community/posts', postInput());
    }
    const answer =
      refused.status === 429 ? refused : await writer.call('POST', '/api/community/posts', postInput());
    expect(answer.status, answer.text).toBe(429);
    const seconds = Number(answer.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((answer.body as { message: string }).message).toBe(
      CommunityMessages.posting.tooFast('posts', 5, seconds),
    );

    const commenter = await newMember(stack, 'miembros.charlatan');
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push(
        (
          await commenter.call('POST', `/api/community/posts/${posts[0]?.id}/comments`, {
            content: `Comentario ${index}`,
          })
        ).status,
      );
    }
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(20);
    expect(statuses.at(-1) === 429 || statuses.every((status) => status === 201)).toBe(true);
    // Likes and edits are not limited.
    const liked = await commenter.call('POST', `/api/community/posts/${posts[1]?.id}/like`);
    expect(liked.status).toBe(200);
  });

  it('counts only what was posted, and is the same for concurrent requests', async () => {
    const writer = await newMember(stack, 'miembros.paralelo');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => writer.call('POST', '/api/community/posts', postInput())),
    );
    const created = answers.filter((answer) => answer.status === 201).length;
    const limited = answers.filter((answer) => answer.status === 429).length;
    expect(created + limited).toBe(8);
    // Counted per minute: at most 5 posts in each minute (two minutes when the minute turned while the requests ran,
    // as it does now and then; each post's time is its transaction's, the one its window was counted in).
    const minutes = await sql<{ count: string }>(
      stack,
      `SELECT count(*) AS count FROM community.posts WHERE author_id = $1 GROUP BY date_trunc('minute', created_at)`,
      [writer.userId],
    );
    expect(minutes.reduce((sum, minute) => sum + Number(minute.count), 0)).toBe(created);
    for (const minute of minutes) expect(Number(minute.count)).toBeLessThanOrEqual(5);
    expect(created).toBeGreaterThanOrEqual(5);
  });
});
