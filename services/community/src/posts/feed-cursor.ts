import type { CommunityFeedSort } from '@pipcrafters/contracts';

/**
 * Where the next page of a feed starts: the sort keys of the last post shown. Times travel as PostgreSQL wrote them
 * (microseconds, UTC), so the next page starts exactly after that post. A "top" feed keeps the week it started
 * with (`since`), so its pages never shift as time passes.
 */
export type FeedCursor =
  | { sort: 'new' | 'active'; at: string; id: string }
  | { sort: 'top'; since: string; likes: number; at: string; id: string };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(cursor: FeedCursor): string {
  const parts =
    cursor.sort === 'top'
      ? [cursor.sort, cursor.since, cursor.likes, cursor.at, cursor.id]
      : [cursor.sort, cursor.at, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The cursor of `sort` the text holds, or null when it holds none (tampered with, or of another sort). */
export function decodeCursor(text: string, sort: CommunityFeedSort): FeedCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts[0] !== sort) return null;
  const time = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);
  const uuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
  if (sort === 'top') {
    const [, since, likes, at, id] = parts as unknown[];
    if (parts.length !== 5 || !time(since) || !time(at) || !uuid(id)) return null;
    if (typeof likes !== 'number' || !Number.isSafeInteger(likes) || likes < 0) return null;
    return { sort, since, likes, at, id };
  }
  const [, at, id] = parts as unknown[];
  if (parts.length !== 3 || !time(at) || !uuid(id)) return null;
  return { sort, at, id };
}
