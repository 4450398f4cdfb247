import { expect, test } from '@playwright/test';
import { createActiveUser, signInAt } from './support/users';

test('a non-admin typing an admin address gets a 403 page, without the admin remote or admin data', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'no-admin');
  const adminTraffic: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/admin') || pathname.startsWith('/api/admin'))
      adminTraffic.push(pathname);
  });
  await signInAt(page, user);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();

  for (const path of ['/admin', '/admin/requests']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
    await expect(page.getByText('No tienes permisos para ver esta página')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adminTraffic).toEqual([]);
});
