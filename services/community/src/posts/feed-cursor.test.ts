import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type FeedCursor } from './feed-cursor';

const id = '0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90';
const at = '2026-11-26T10:05:00.123456Z';

describe('feed cursors', () => {
  it('come back as they went, for each sort', () => {
    const cursors: FeedCursor[] = [
      { sort: 'new', at, id },
      { sort: 'active', at, id },
      { sort: 'top', since: '2026-11-19T10:05:00.000000Z', likes: 12, at, id },
    ];
    for (const cursor of cursors) {
      const text = encodeCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text, cursor.sort)).toEqual(cursor);
    }
  });

  it('are refused for another sort, or when tampered with', () => {
    expect(decodeCursor(encodeCursor({ sort: 'new', at, id }), 'active')).toBeNull();
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const text of [
      'no-es-un-cursor',
      forged(['new', at]),
      forged(['new', '2026-11-26 10:05:00', id]),
      forged(['new', at, 'x']),
      forged(['new', at, `${id}'; DROP TABLE`]),
      forged(['top', at, -1, at, id]),
      forged(['top', at, 1.5, at, id]),
      forged({ sort: 'new' }),
      '',
    ]) {
      expect(decodeCursor(text, text.includes('top') ? 'top' : 'new'), text).toBeNull();
    }
    expect(decodeCursor(forged(['top', at, -1, at, id]), 'top')).toBeNull();
  });
});
