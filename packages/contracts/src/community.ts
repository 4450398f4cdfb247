/**
 * The community service's API (`/api/community/*`, and its moderation under `/api/admin/community/*`). Bodies and
 * comments are Markdown sources: the page renders them and sanitises the HTML (never the server's HTML).
 */

export const COMMUNITY_CATEGORIES = [
  { slug: 'general', name: 'General' },
  { slug: 'principiantes', name: 'Principiantes' },
  { slug: 'analisis-tecnico', name: 'Análisis técnico' },
  { slug: 'analisis-fundamental', name: 'Análisis fundamental' },
  { slug: 'psicologia', name: 'Psicología' },
  { slug: 'gestion-del-riesgo', name: 'Gestión del riesgo' },
  { slug: 'estrategias', name: 'Estrategias' },
  { slug: 'resultados-y-diarios', name: 'Resultados y diarios' },
] as const;
export type CommunityCategory = (typeof COMMUNITY_CATEGORIES)[number]['slug'];

export const categoryName = (slug: string): string | undefined =>
  COMMUNITY_CATEGORIES.find((category) => category.slug === slug)?.name;

/** Limits the service enforces (and the page mirrors). */
export const COMMUNITY_LIMITS = {
  titleMax: 200,
  bodyMax: 40_000,
  commentMax: 10_000,
  /** Image bytes after decoding the data URL (413 above). */
  imageBytes: 5 * 1024 * 1024,
  /** Decoded pixels (decompression bombs and "pixel flood" headers are refused before decoding). */
  imagePixels: 40_000_000,
  pageSize: 20,
  searchMin: 3,
} as const;

export interface CommunityAuthor {
  id: string;
  /** "Tomás T." — first name and the initial of the last. */
  name: string;
  /** For mentions: `@tomas.trader`. */
  handle: string;
}

/** `visible` to all; `held` (a new account's first post, or reported past the threshold) and `hidden` (by a
 * moderator) only to its author and admins, who see why. */
export type CommunityVisibility = 'visible' | 'held' | 'hidden';

export interface CommunityComment {
  id: string;
  postId: string;
  /** The comment it answers (replies are one level deep: a reply to a reply answers the same parent). */
  parentId: string | null;
  content: string;
  author: CommunityAuthor;
  createdAt: string;
  /** Set when the author edited it (shown as "editado"). */
  editedAt: string | null;
  likes: number;
  likedByMe: boolean;
  visibility: CommunityVisibility;
  /** Whether the caller may edit / delete it (author; delete also admins). */
  canEdit: boolean;
  canDelete: boolean;
}

export interface CommunityPost {
  id: string;
  title: string;
  body: string;
  /** A category slug (`analisis-tecnico`); `categoryName` is how it is shown. */
  category: CommunityCategory;
  categoryName: string;
  /** A URL to the stored, re-encoded image (never the data URL that was sent), or null. */
  attachmentUrl: string | null;
  commentsCount: number;
  /** Every visible comment, oldest first, on `GET /api/community/posts/{id}`; empty in the list. */
  comments: CommunityComment[];
  author: CommunityAuthor;
  createdAt: string;
  editedAt: string | null;
  /** Time of the last comment (or of the post): the "active" order. */
  lastActivityAt: string;
  likes: number;
  likedByMe: boolean;
  visibility: CommunityVisibility;
  canEdit: boolean;
  canDelete: boolean;
}

/** `POST /api/community/posts`; PATCH takes any subset (`attachmentUrl: null` removes the image). */
export interface CommunityPostInput {
  title: string;
  body: string;
  category: CommunityCategory;
  /** A `data:image/...;base64,` URL; the stored image's own URL is also accepted on PATCH (kept as is). */
  attachmentUrl?: string | null;
}

export interface CommunityCommentInput {
  content: string;
  parentId?: string | null;
}

export type CommunityFeedSort = 'new' | 'top' | 'active';

/**
 * `GET /api/community/posts?sort=&category=&cursor=&limit=` answers the posts (an array, as the spec says); the
 * next page's cursor comes in this header (absent on the last page).
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export interface CommunitySearchHit {
  post: Pick<
    CommunityPost,
    'id' | 'title' | 'category' | 'categoryName' | 'author' | 'createdAt' | 'commentsCount'
  >;
  /** Where the words were found, with the matches between « and » (plain text, never HTML). */
  snippet: string;
  /** The matching comment, when the match is in one. */
  commentId: string | null;
}

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam o publicidad' },
  { value: 'abuse', label: 'Insultos o acoso' },
  { value: 'scam', label: 'Estafa o señales de pago' },
  { value: 'off-topic', label: 'Fuera de tema' },
  { value: 'other', label: 'Otro motivo' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** `POST /api/community/reports`. One report per user and item. */
export interface CommunityReportInput {
  targetType: 'post' | 'comment';
  targetId: string;
  reason: ReportReason;
  note?: string;
}

/** An item in the admins' moderation queue (`GET /api/admin/community/queue`). */
export interface ModerationItem {
  targetType: 'post' | 'comment';
  targetId: string;
  postId: string;
  /** Title of the post, or the comment's first words. */
  excerpt: string;
  content: string;
  author: CommunityAuthor;
  visibility: CommunityVisibility;
  /** Why it is in the queue: reported past the threshold, or a new account's first post held for review. */
  why: 'reports' | 'first-post';
  reports: { reason: ReportReason; note: string | null; reportedAt: string }[];
  createdAt: string;
}

export type ModerationAction = 'restore' | 'hide' | 'delete';

/** `POST /api/admin/community/members/{userId}/suspension` ({ days, reason }); DELETE lifts it. */
export interface CommunitySuspensionInput {
  /** 1–365 days. */
  days: number;
  reason: string;
}
