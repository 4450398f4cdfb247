import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from './admin-api';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<Handler>>;

beforeEach(() => {
  fetchMock = vi.fn<Handler>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => [init?.method ?? 'GET', url, init?.body ?? null] as const);

describe('the moderation API', () => {
  it('reads the queue', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(adminApi.moderationQueue()).resolves.toEqual([]);
    expect(calls()).toEqual([['GET', '/api/admin/community/queue', null]]);
  });

  it('restores and hides with a POST, deletes with a DELETE, on posts or comments', async () => {
    const post = { targetType: 'post', targetId: 'p 1' } as const;
    const comment = { targetType: 'comment', targetId: 'c1' } as const;
    await adminApi.moderate(post, 'restore');
    await adminApi.moderate(post, 'hide');
    await adminApi.moderate(post, 'delete');
    await adminApi.moderate(comment, 'hide');
    await adminApi.moderate(comment, 'delete');
    expect(calls()).toEqual([
      ['POST', '/api/admin/community/posts/p%201/restore', null],
      ['POST', '/api/admin/community/posts/p%201/hide', null],
      ['DELETE', '/api/admin/community/posts/p%201', null],
      ['POST', '/api/admin/community/comments/c1/hide', null],
      ['DELETE', '/api/admin/community/comments/c1', null],
    ]);
  });

  it('suspends a member with days and reason, and lifts it', async () => {
    await adminApi.suspendMember('u1', { days: 7, reason: 'Spam' });
    await adminApi.liftSuspension('u1');
    expect(calls()).toEqual([
      ['POST', '/api/admin/community/members/u1/suspension', JSON.stringify({ days: 7, reason: 'Spam' })],
      ['DELETE', '/api/admin/community/members/u1/suspension', null],
    ]);
  });
});
