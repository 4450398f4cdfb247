import { DEMO_ACCOUNTS, Messages } from '@pipcrafters/contracts';
import { expect, test } from '@playwright/test';
import { apiClient, PASSWORD, signInWithForm } from './support/users';

test('an account suspended by an admin is signed out with the reason on its next visit', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = `suspendida.${Date.now()}@example.com`;
  const visitor = apiClient(origin);
  const registered = await visitor.post('/api/auth/register', {
    firstName: 'Sara',
    lastName: 'Suspendida',
    email,
    password: PASSWORD,
  });
  expect(registered.status).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const admin = apiClient(origin);
  await admin.signIn(DEMO_ACCOUNTS.admin);
  expect((await admin.post(`/api/admin/requests/${user.id}/approve`)).status).toBe(200);

  await signInWithForm(page, { email, password: PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Sara' })).toBeVisible();

  expect((await admin.post(`/api/admin/users/${user.id}/suspend`)).status).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId('account-blocked')).toContainText(Messages.accountSuspended);

  // And signing in again is refused with the server's Spanish reason.
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al iniciar sesión' })).toContainText(
    'tu cuenta está suspendida',
  );
});
