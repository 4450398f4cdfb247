import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_ACCOUNTS, Messages } from '@pipcrafters/contracts';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { signInWithForm } from './support/users';

const PASSWORD = 'Cuenta-Prueba-2026';

/** An API session as a script would have it: its own cookies, the anti-CSRF header on every call. */
async function apiSession(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  const login = await context.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return context;
}

test('an account suspended by an admin is signed out with the reason on its next visit', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = `suspendida.${Date.now()}@example.com`;
  const visitor = await request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  const registered = await visitor.post('/api/auth/register', {
    data: { firstName: 'Sara', lastName: 'Suspendida', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const admin = await apiSession(origin, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  expect((await admin.post(`/api/admin/requests/${user.id}/approve`)).status()).toBe(200);

  await signInWithForm(page, { email, password: PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Sara' })).toBeVisible();

  expect((await admin.post(`/api/admin/users/${user.id}/suspend`)).status()).toBe(200);
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
  await Promise.all([visitor.dispose(), admin.dispose()]);
});
