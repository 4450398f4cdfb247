import { join } from 'node:path';
import { type CommunityPost, GATEWAY_IDENTITY_HEADER, type ModerationItem } from '@pipcrafters/contracts';
import { serviceEntry } from '@pipcrafters/platform/src/paths';
import {
  freePort,
  type ManagedProcess,
  startNodeProcess,
  waitForHttp,
} from '@pipcrafters/platform/src/processes';
import { signGatewayIdentity } from '@pipcrafters/service-kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CommunityMessages } from '../messages';
import {
  demoAdmin,
  expectError,
  expectOk,
  type Member,
  newMember,
  postInput,
  published,
} from '../testing/community-api';

const stack = inject('stack');
let second: { process: ManagedProcess; url: string };

/**
 * A second instance of the service beside the stack's, on the same database, that holds first posts for review
 * (COMMUNITY_HOLD_FIRST_POST=true); the tests call it directly, as the gateway would.
 */
beforeAll(async () => {
  const port = await freePort();
  const instance = startNodeProcess({
    name: 'community-2',
    script: serviceEntry('community'),
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: stack.databaseUrl,
      INTERNAL_SECRET: stack.internalSecret,
      FILES_DIR: join(stack.dataDir, 'files'),
      LOG_LEVEL: 'warn',
      COMMUNITY_HOLD_FIRST_POST: 'true',
    },
    logFile: join(stack.dataDir, 'logs', 'community-2.log'),
    echo: process.env.STACK_LOGS ? 'all' : 'none',
  });
  second = { process: instance, url: `http://127.0.0.1:${port}` };
  await waitForHttp(`${second.url}/health`, instance);
}, 60_000);

afterAll(() => second?.process.stop());

/** A call to the second instance as `member`, signed the way the gateway signs. */
async function onSecond<T>(member: Member, method: string, path: string, body?: unknown) {
  const response = await fetch(`${second.url}${path}`, {
    method,
    headers: {
      [GATEWAY_IDENTITY_HEADER]: signGatewayIdentity(
        { sub: member.userId, roles: ['USER'], status: 'ACTIVE' },
        stack.internalSecret,
      ),
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

describe('with COMMUNITY_HOLD_FIRST_POST', () => {
  it('a member’s first post waits for an admin, who lets it out; it is announced then', async () => {
    const [newcomer, reader, admin] = await Promise.all([
      newMember(stack, 'primero.nuevo'),
      newMember(stack, 'primero.lector'),
      demoAdmin(stack),
    ]);
    const first = await onSecond<CommunityPost>(newcomer, 'POST', '/api/community/posts', postInput());
    expect(first.status).toBe(201);
    expect(first.body.visibility).toBe('held');
    await expectError(
      reader.call('GET', `/api/community/posts/${first.body.id}`),
      404,
      CommunityMessages.posts.notFound,
    );
    const item = (await expectOk(admin.call<ModerationItem[]>('GET', '/api/admin/community/queue'))).find(
      (entry) => entry.targetId === first.body.id,
    );
    expect(item).toMatchObject({ why: 'first-post', visibility: 'held', reports: [] });
    expect(await published(stack, 'community.post.created', 'postId', first.body.id)).toEqual([]);

    expect((await admin.call('POST', `/api/admin/community/posts/${first.body.id}/restore`)).status).toBe(
      204,
    );
    expect(
      (await expectOk(reader.call<CommunityPost>('GET', `/api/community/posts/${first.body.id}`))).visibility,
    ).toBe('visible');
    expect(await published(stack, 'community.post.created', 'postId', first.body.id)).toEqual([
      {
        userId: newcomer.userId,
        postId: first.body.id,
        title: first.body.title,
        first: true,
        authorName: first.body.author.name,
        mentionedUserIds: [],
      },
    ]);
    // Only the first one waits.
    const next = await onSecond<CommunityPost>(newcomer, 'POST', '/api/community/posts', postInput());
    expect(next.body.visibility).toBe('visible');
  });

  it('the posting limit is one for both instances', async () => {
    const writer = await newMember(stack, 'primero.dos');
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await writer.call('POST', '/api/community/posts', postInput())).status);
      statuses.push((await onSecond(writer, 'POST', '/api/community/posts', postInput())).status);
    }
    // Five in the minute, whichever instance took them; the sixth is refused (unless the minute turned meanwhile).
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect([429, 201]).toContain(statuses[5]);
    if (statuses[5] === 201) return;
    const refused = await onSecond(writer, 'POST', '/api/community/posts', postInput());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
