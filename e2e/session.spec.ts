import { Messages } from '@pipcrafters/contracts';
import { expect, test } from '@playwright/test';
import { createActiveUser, signInAt } from './support/users';

test('a 401 mid-page shows the session-expired banner for 3 s and lands on /auth after 2 s', async ({
  page,
  context,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'caducada');
  await signInAt(page, user);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();

  // The session ends behind the page's back: no access or refresh cookie any more.
  await context.clearCookies();
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: /Aprende/ })
    .click();
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await page.getByRole('button', { name: 'Ver todas las notificaciones' }).click();

  const banner = page.getByRole('alert').filter({ hasText: Messages.sessionExpiredBanner });
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
  const redirectedAfter = Date.now() - shownAt;
  expect(redirectedAfter).toBeGreaterThan(1500);
  expect(redirectedAfter).toBeLessThan(3000);
  await expect(banner).toBeVisible();
  await expect(banner).toBeHidden({ timeout: 3000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
});

test('signing out clears the stored session: protected pages send back to /auth', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'salida');
  await signInAt(page, user, '/profile');
  await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('pc_access');
  expect(cookies).not.toContain('pc_session');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});
