import type { AppNotification, NotificationPage } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { emptyNotificationPage, notificationsPath } from './notifications-api';
import { withAllRead, withNewNotification, withNotificationRead } from './notifications-cache';

const note = (id: string, unread = true): AppNotification => ({
  id,
  title: `Aviso ${id}`,
  message: 'Mensaje',
  type: 'mission',
  unread,
  createdAt: '2026-03-10T12:00:00.000Z',
});
const page = (items: AppNotification[], extra: Partial<NotificationPage> = {}): NotificationPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 5,
  unreadCount: items.filter((item) => item.unread).length,
  ...extra,
});
const all = { page: 1, pageSize: 5, unread: false };

describe('notifications in the query cache', () => {
  it('puts a new one on top of the first page and counts it', () => {
    const result = withNewNotification(page([note('a'), note('b', false)]), all, note('c'));
    expect(result.items.map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(result.total).toBe(3);
    expect(result.unreadCount).toBe(2);
  });

  it('adds it once however often it arrives, and keeps the page size', () => {
    const full = page(['1', '2', '3', '4', '5'].map((id) => note(id)));
    const once = withNewNotification(full, all, note('6'));
    expect(withNewNotification(once, all, note('6'))).toBe(once);
    expect(once.items).toHaveLength(5);
    expect(once.items[0]?.id).toBe('6');
  });

  it('only counts it on later pages and on lists it does not belong to', () => {
    const second = withNewNotification(page([note('a')], { page: 2 }), { ...all, page: 2 }, note('n'));
    expect(second.items.map((item) => item.id)).toEqual(['a']);
    expect(second.total).toBe(2);
    const unreadOnly = withNewNotification(page([note('a')]), { ...all, unread: true }, note('r', false));
    expect(unreadOnly.items).toHaveLength(1);
    expect(unreadOnly.unreadCount).toBe(1);
  });

  it('marks one read and lowers the unread count once, never below zero', () => {
    const before = page([note('a'), note('b')]);
    const after = withNotificationRead(before, { ...note('a'), unread: false });
    expect(after.items.map((item) => item.unread)).toEqual([false, true]);
    expect(after.unreadCount).toBe(1);
    expect(withNotificationRead(after, { ...note('a'), unread: false }).unreadCount).toBe(1);
    expect(withNotificationRead(page([], { unreadCount: 0 }), note('z')).unreadCount).toBe(0);
  });

  it('marks all read', () => {
    const after = withAllRead(page([note('a'), note('b')], { unreadCount: 7 }));
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item) => !item.unread)).toBe(true);
  });

  it('asks for a page with the unread filter only when set', () => {
    expect(notificationsPath(all)).toBe('/api/notifications?page=1&pageSize=5');
    expect(notificationsPath({ page: 2, pageSize: 20, unread: true })).toBe(
      '/api/notifications?page=2&pageSize=20&unread=true',
    );
    expect(emptyNotificationPage(all)).toEqual({ items: [], total: 0, page: 1, pageSize: 5, unreadCount: 0 });
  });
});
