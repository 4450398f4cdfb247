import { apiFetch, apiFetchWithHeaders } from '@pipcrafters/api-client';
import {
  COMMUNITY_LIMITS,
  type CommunityComment,
  type CommunityCommentInput,
  type CommunityFeedSort,
  type CommunityPost,
  type CommunityPostInput,
  type CommunityReportInput,
  type CommunitySearchHit,
  NEXT_CURSOR_HEADER,
} from '@pipcrafters/contracts';

/** Everything of the community lives under `community`: a write can mark all of it stale at once. */
export const communityKeys = {
  all: ['community'] as const,
  feeds: () => ['community', 'feed'] as const,
  feed: (sort: CommunityFeedSort, category: string | null) =>
    ['community', 'feed', sort, category ?? 'todas'] as const,
  post: (id: string) => ['community', 'post', id] as const,
  search: (query: string) => ['community', 'search', query] as const,
};

/** One page of the feed and the cursor of the next (null on the last). */
export interface FeedPage {
  posts: CommunityPost[];
  nextCursor: string | null;
}

export interface FeedRequest {
  sort: CommunityFeedSort;
  category: string | null;
  cursor: string | null;
}

const segment = (id: string) => encodeURIComponent(id);
const onePost = (id: string) => `/api/community/posts/${segment(id)}`;
const oneComment = (id: string) => `/api/community/comments/${segment(id)}`;

export type LikeTarget = 'post' | 'comment';

/** `/api/community/*` with cookie credentials (apiFetch). */
export const communityApi = {
  feed: async ({ sort, category, cursor }: FeedRequest, signal?: AbortSignal): Promise<FeedPage> => {
    const params = new URLSearchParams({ sort, limit: String(COMMUNITY_LIMITS.pageSize) });
    if (category) params.set('category', category);
    if (cursor) params.set('cursor', cursor);
    const { data, headers } = await apiFetchWithHeaders<CommunityPost[]>(`/api/community/posts?${params}`, {
      signal,
    });
    return { posts: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
  },
  post: (id: string, signal?: AbortSignal) => apiFetch<CommunityPost>(onePost(id), { signal }),
  create: (input: CommunityPostInput) =>
    apiFetch<CommunityPost>('/api/community/posts', { method: 'POST', body: input }),
  update: (id: string, input: Partial<CommunityPostInput>) =>
    apiFetch<CommunityPost>(onePost(id), { method: 'PATCH', body: input }),
  remove: (id: string) => apiFetch<void>(onePost(id), { method: 'DELETE' }),
  addComment: (postId: string, input: CommunityCommentInput) =>
    apiFetch<CommunityComment>(`${onePost(postId)}/comments`, { method: 'POST', body: input }),
  updateComment: (id: string, content: string) =>
    apiFetch<CommunityComment>(oneComment(id), { method: 'PATCH', body: { content } }),
  removeComment: (id: string) => apiFetch<void>(oneComment(id), { method: 'DELETE' }),
  /** Likes (`liked`) or unlikes a post or a comment. */
  like: (target: LikeTarget, id: string, liked: boolean) =>
    apiFetch<unknown>(`${target === 'post' ? onePost(id) : oneComment(id)}/like`, {
      method: liked ? 'POST' : 'DELETE',
    }),
  search: (query: string, signal?: AbortSignal) =>
    apiFetch<CommunitySearchHit[]>(`/api/community/search?${new URLSearchParams({ q: query })}`, { signal }),
  report: (input: CommunityReportInput) =>
    apiFetch<unknown>('/api/community/reports', { method: 'POST', body: input }),
};
