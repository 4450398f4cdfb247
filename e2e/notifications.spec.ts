import { expect, test } from '@playwright/test';
import { adminClient, createActiveUser, signInAt } from './support/users';

test('the bell and /notifications show the user’s notifications, and opening one marks it read', async ({
  page,
  baseURL,
}) => {
  // Approval makes the progress service store a welcome notification (through a durable event, so not at once).
  const user = await createActiveUser(baseURL ?? '', 'avisos-campana');
  await signInAt(page, user);
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  const dot = page.getByTestId('notifications-dot');
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(bell).toBeVisible();
        return dot.getAttribute('data-unread');
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe('true');
  await expect(bell).toHaveAccessibleName('Notificaciones (1 sin leer)');

  await bell.click();
  const panel = page.getByTestId('notifications-panel');
  const item = panel.getByTestId('notification-item').filter({ hasText: '¡Bienvenido a PipCrafters!' });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText(/hace (unos segundos|un minuto|\d+ minutos)/);
  // Opening it marks it read (once more if a loaded machine lost the first click: a read one stays read).
  await expect(async () => {
    await item.click();
    await expect(item).toHaveAttribute('data-unread', 'false', { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(dot).toHaveAttribute('data-unread', 'false');

  await panel.getByRole('button', { name: 'Ver todas las notificaciones' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notificaciones', exact: true })).toContainText(
    '¡Bienvenido a PipCrafters!',
  );
  await page.getByText('No leídas (0)').click();
  await expect(page.getByText('No tienes notificaciones sin leer.')).toBeVisible();
});

test('a notification pushed over the socket reaches the bell and a toast without a reload', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'avisos-directo');
  await signInAt(page, user);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();
  // Read whatever arrived before (the welcome), so the dot is off.
  const api = page.request;
  await expect
    .poll(async () => {
      const response = await api.post('/api/notifications/read-all', {
        headers: { 'x-pipcrafters-csrf': '1' },
      });
      return response.status();
    })
    .toBe(200);
  await page.reload();
  const dot = page.getByTestId('notifications-dot');
  await expect(dot).toHaveAttribute('data-unread', 'false');
  let navigations = 0;
  page.on('framenavigated', () => {
    navigations += 1;
  });

  const admin = await adminClient(baseURL ?? '');
  expect((await admin.post(`/api/admin/users/${user.id}/admin`)).status).toBe(200);

  await expect(page.getByTestId('toast').filter({ hasText: 'Ahora eres administrador' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dot).toHaveAttribute('data-unread', 'true');
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(page.getByTestId('notifications-panel')).toContainText('Ahora eres administrador');
  expect(navigations).toBe(0);
});
