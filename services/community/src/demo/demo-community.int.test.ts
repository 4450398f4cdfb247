import { randomUUID } from 'node:crypto';
import type { CommunityPost } from '@pipcrafters/contracts';
import { eventually, loginDemo } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { stableUuid } from '@pipcrafters/service-kit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asMember, CommunityEvents, expectOk, type Member } from '../testing/community-api';
import { DEMO_ADMIN_POST, DEMO_MEMBERS, DEMO_POSTS } from './demo-content';

const stack = inject('stack');
const events = new CommunityEvents(stack);
let trader: Member;
let admin: Member;

beforeAll(async () => {
  await events.start();
  [trader, admin] = (await Promise.all([loginDemo(stack, 'trader'), loginDemo(stack, 'admin')])).map(
    asMember,
  ) as [Member, Member];
});
afterAll(() => events.stop());

const postIds = () => DEMO_POSTS.map((post) => stableUuid('demo-community-post', trader.userId, post.key));

/** Everything the demo wrote, counted, and whether each post's counts agree with its rows. */
async function state() {
  const [counts] = await sql<Record<string, number>>(
    stack,
    `SELECT (SELECT count(*)::int FROM community.posts WHERE id = ANY($1::uuid[])) AS posts,
            (SELECT count(*)::int FROM community.comments WHERE post_id = ANY($1::uuid[])) AS comments,
            (SELECT count(*)::int FROM community.post_likes WHERE post_id = ANY($1::uuid[])) AS likes,
            (SELECT count(*)::int FROM community.attachments a JOIN community.posts p ON p.attachment_id = a.id
              WHERE p.id = ANY($1::uuid[])) AS images,
            (SELECT count(*)::int FROM community.posts p WHERE p.id = ANY($1::uuid[])
              AND (p.comments_count <> (SELECT count(*) FROM community.comments c WHERE c.post_id = p.id)
                OR p.likes_count <> (SELECT count(*) FROM community.post_likes l WHERE l.post_id = p.id))) AS disagreeing`,
    [postIds()],
  );
  return counts;
}

describe('the demo community', () => {
  it('is seeded for the demo trader: a dozen posts by them and fictitious members, with comments, likes and an image', async () => {
    await eventually(async () => (await state())?.posts === DEMO_POSTS.length, 30_000);
    expect(await state()).toEqual({
      posts: DEMO_POSTS.length,
      comments: DEMO_POSTS.reduce((sum, post) => sum + post.comments.length, 0),
      likes: DEMO_POSTS.reduce((sum, post) => sum + post.likedBy.length, 0),
      images: 1,
      disagreeing: 0,
    });
    expect(new Set(DEMO_POSTS.map((post) => post.category)).size).toBe(8);
    const traderPosts = DEMO_POSTS.filter((post) => post.author === 'trader');
    expect(traderPosts.length).toBeGreaterThanOrEqual(2);
    const mine = await Promise.all(
      traderPosts.map((post) =>
        expectOk(
          trader.call<CommunityPost>(
            'GET',
            `/api/community/posts/${stableUuid('demo-community-post', trader.userId, post.key)}`,
          ),
        ),
      ),
    );
    expect(mine[0]?.author).toMatchObject({ id: trader.userId, name: 'Tomás T.' });
    expect(mine[0]?.author.handle).toMatch(/^tomas\.trader\d*$/);
    expect(mine.every((post) => post.canEdit && post.visibility === 'visible')).toBe(true);
    const pictured = DEMO_POSTS.find((post) => post.image);
    const withImage = await expectOk(
      trader.call<CommunityPost>(
        'GET',
        `/api/community/posts/${stableUuid('demo-community-post', trader.userId, pictured?.key ?? '')}`,
      ),
    );
    const response = await trader.client.get(withImage.attachmentUrl as string);
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 640, 360]);
    // A mention of the trader uses the handle they actually have.
    expect(withImage.comments.some((comment) => comment.content.includes(`@${mine[0]?.author.handle}`))).toBe(
      true,
    );
    // Replies hang from their comment; the fictitious members have names and cannot sign in (no account).
    expect(withImage.comments.filter((comment) => comment.parentId !== null)).toHaveLength(1);
    const fictitious = await sql<{ demo: boolean; first_name: string }>(
      stack,
      'SELECT demo, first_name FROM community.members WHERE user_id = ANY($1::uuid[]) ORDER BY first_name',
      [DEMO_MEMBERS.map((member) => stableUuid('demo-community-member', member.key))],
    );
    expect(fictitious).toHaveLength(DEMO_MEMBERS.length);
    expect(fictitious.every((row) => row.demo)).toBe(true);
    const accounts = await sql(stack, 'SELECT 1 FROM identity.users WHERE id = ANY($1::uuid[])', [
      DEMO_MEMBERS.map((member) => stableUuid('demo-community-member', member.key)),
    ]);
    expect(accounts).toEqual([]);
  });

  it('gives the demo admin the rules post', async () => {
    const id = stableUuid('demo-community-post', admin.userId, DEMO_ADMIN_POST.key);
    await eventually(
      async () => (await admin.call('GET', `/api/community/posts/${id}`)).status === 200,
      30_000,
    );
    const post = await expectOk(admin.call<CommunityPost>('GET', `/api/community/posts/${id}`));
    expect(post).toMatchObject({ title: DEMO_ADMIN_POST.title, author: { name: 'Ana A.' } });
  });

  it('is seeded once: the same event again, or another demo event for the trader, changes nothing', async () => {
    await eventually(async () => (await state())?.posts === DEMO_POSTS.length, 30_000);
    const before = await state();
    const files = await sql(stack, 'SELECT count(*)::int AS count FROM community.attachments');
    const event = events.event('identity.demo-account.created', { userId: trader.userId, account: 'trader' });
    await events.deliver(event, event, { ...event, id: randomUUID() });
    expect(await state()).toEqual(before);
    expect(await sql(stack, 'SELECT count(*)::int AS count FROM community.attachments')).toEqual(files);
  });
});
