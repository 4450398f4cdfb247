import { CSRF_HEADER, CSRF_HEADER_VALUE, type PublicUser } from '@pipcrafters/contracts';
import { expect, test } from '@playwright/test';
import { adminClient, PASSWORD } from './support/users';

test('an approved applicant moves on live: bell dot, welcome in the panel, then a new notice in the open panel', async ({
  page,
  baseURL,
}) => {
  const email = `aprobacion-en-vivo.${Date.now()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Nora', lastName: 'EnVivo', email, password: PASSWORD },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: PublicUser };

  // What the server pushed on socket.io, over either transport (it starts on long-polling, then upgrades).
  const pushed: string[] = [];
  const keep = (payload: string) => {
    if (payload.includes('notification:new')) pushed.push(payload);
  };
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') keep(frame.payload);
    });
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/socket.io/') && response.request().method() === 'GET') {
      void response
        .text()
        .then(keep)
        .catch(() => undefined);
    }
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tu cuenta está pendiente de aprobación' })).toBeVisible();
  // A marker that a reload would wipe: everything below happens in this same document.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const admin = await adminClient(baseURL ?? '');
  expect((await admin.post(`/api/admin/requests/${user.id}/approve`)).status).toBe(200);

  // Sooner than the pending page's 10 s fallback poll: the page moved because of the push, not the poll.
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Nora' })).toBeVisible({ timeout: 8_000 });
  await expect
    .poll(() => pushed.some((payload) => payload.includes('¡Bienvenido a PipCrafters!')))
    .toBe(true);
  const dot = page.getByTestId('notifications-dot');
  await expect(dot).toHaveAttribute('data-unread', 'true');
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await bell.click();
  const panel = page.getByTestId('notifications-panel');
  await expect(
    panel.getByTestId('notification-item').filter({ hasText: '¡Bienvenido a PipCrafters!' }),
  ).toHaveAttribute('data-unread', 'true');
  await expect(page.getByRole('link', { name: 'Panel Admin' })).toHaveCount(0);

  // With the panel open, a second decision arrives and the list grows in place; the menu follows the new role.
  expect((await admin.post(`/api/admin/users/${user.id}/admin`)).status).toBe(200);
  await expect(
    panel.getByTestId('notification-item').filter({ hasText: 'Ahora eres administrador' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panel Admin' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
