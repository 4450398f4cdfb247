import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsApi } from './notifications-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );

describe('notificationsApi.list', () => {
  it('reads an empty list while the notifications service does not exist (404)', async () => {
    answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Recurso no encontrado.' });
    await expect(notificationsApi.list({ page: 2, pageSize: 5, unread: true })).resolves.toEqual({
      items: [],
      total: 0,
      page: 2,
      pageSize: 5,
      unreadCount: 0,
    });
  });

  it('reports any other failure', async () => {
    answer(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'No disponible' });
    await expect(notificationsApi.list({ page: 1, pageSize: 5, unread: false })).rejects.toMatchObject({
      status: 503,
      message: 'No disponible',
    });
  });
});
