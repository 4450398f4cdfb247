import type { CommunityComment, CommunityPost } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { commentThreads, mention, withComment, withLike, withoutComment } from './post-cache';

const author = { id: 'u1', name: 'Tomás T.', handle: 'tomas.trader' };
const comment = (id: string, createdAt: string, parentId: string | null = null): CommunityComment => ({
  id,
  postId: 'p1',
  parentId,
  content: id,
  author,
  createdAt,
  editedAt: null,
  likes: 0,
  likedByMe: false,
  visibility: 'visible',
  canEdit: false,
  canDelete: false,
});
const post = (comments: CommunityComment[] = []): CommunityPost =>
  ({ id: 'p1', likes: 2, likedByMe: false, commentsCount: comments.length, comments }) as CommunityPost;

describe('the open post, kept current in the cache', () => {
  it('likes and unlikes the post or one comment, once', () => {
    const liked = withLike(post(), 'post', 'p1', true);
    expect(liked).toMatchObject({ likes: 3, likedByMe: true });
    expect(withLike(liked, 'post', 'p1', true)).toBe(liked);
    expect(withLike(liked, 'post', 'p1', false)).toMatchObject({ likes: 2, likedByMe: false });
    const withComments = post([comment('c1', '2026-01-01T00:00:00Z'), comment('c2', '2026-01-02T00:00:00Z')]);
    const commentLiked = withLike(withComments, 'comment', 'c2', true);
    expect(commentLiked.comments.map((c) => c.likes)).toEqual([0, 1]);
    expect(commentLiked.likes).toBe(2);
  });

  it('adds a comment at the end and counts it once', () => {
    const added = withComment(
      post([comment('c1', '2026-01-01T00:00:00Z')]),
      comment('c2', '2026-01-02T00:00:00Z'),
    );
    expect(added.comments.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(added.commentsCount).toBe(2);
    expect(withComment(added, comment('c2', '2026-01-02T00:00:00Z'))).toBe(added);
  });

  it('removes a comment, never counting below 0', () => {
    const one = post([comment('c1', '2026-01-01T00:00:00Z')]);
    expect(withoutComment(one, 'c1')).toMatchObject({ commentsCount: 0, comments: [] });
    expect(withoutComment({ ...one, commentsCount: 0 }, 'c1').commentsCount).toBe(0);
    expect(withoutComment(one, 'otro')).toBe(one);
  });
});

describe('comment threads', () => {
  it('puts replies under their comment, oldest first, one level deep', () => {
    const threads = commentThreads([
      comment('r2', '2026-01-04T00:00:00Z', 'c1'),
      comment('c2', '2026-01-03T00:00:00Z'),
      comment('c1', '2026-01-01T00:00:00Z'),
      comment('r1', '2026-01-02T00:00:00Z', 'c1'),
    ]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['c1', ['r1', 'r2']],
      ['c2', []],
    ]);
  });

  it('shows a reply whose parent is gone on its own', () => {
    const threads = commentThreads([comment('r1', '2026-01-02T00:00:00Z', 'borrado')]);
    expect(threads.map((t) => t.comment.id)).toEqual(['r1']);
  });

  it('writes a handle as a mention', () => {
    expect(mention('tomas.trader')).toBe('@tomas.trader');
    expect(mention('@tomas.trader')).toBe('@tomas.trader');
  });
});
