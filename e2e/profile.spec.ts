import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';
import { expect, test } from '@playwright/test';
import { createActiveUser, PASSWORD, signedInPage, signInAt } from './support/users';

const NEW_PASSWORD = 'Otra-Clave-Segura-2027';

test('change the password with the current one', async ({ page, baseURL }) => {
  const user = await createActiveUser(baseURL ?? '', 'perfil-clave');
  await signInAt(page, user, '/profile');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });

  await dialog.getByLabel('Contraseña actual').fill('No-Es-Mi-Clave-1');
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Repite la nueva contraseña').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(dialog.getByText('La contraseña actual no es correcta.')).toBeVisible();
  // Still signed in: a wrong current password is not an expired session.
  await expect(page).toHaveURL(/\/profile$/);

  await dialog.getByLabel('Contraseña actual').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await expect(dialog).toBeHidden();

  const login = async (password: string) =>
    (
      await page.request.post('/api/auth/login', {
        data: { email: user.email, password },
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      })
    ).status();
  expect(await login(PASSWORD)).toBe(401);
  expect(await login(NEW_PASSWORD)).toBe(200);
});

test('the new password follows the policy before it is sent', async ({ page, baseURL }) => {
  const user = await createActiveUser(baseURL ?? '', 'perfil-politica');
  await signInAt(page, user, '/profile');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await dialog.getByLabel('Contraseña actual').fill(PASSWORD);
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('corta1');
  await dialog.getByLabel('Repite la nueva contraseña').fill('otra-cosa-1');
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(dialog.getByText('La contraseña debe tener entre 10 y 128 caracteres.')).toBeVisible();
  await expect(dialog.getByText('Las contraseñas no coinciden.')).toBeVisible();
});

test('sign out on every device ends the other sessions too', async ({ browser, baseURL }) => {
  const user = await createActiveUser(baseURL ?? '', 'perfil-todas');
  const laptop = await signedInPage(browser, user, '/profile');
  const phone = await signedInPage(browser, user, '/dashboard');
  await expect(phone.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();

  await laptop.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  const confirm = laptop.getByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
  await confirm.getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
  await expect(laptop).toHaveURL(/\/auth$/);
  expect((await laptop.context().cookies()).map((cookie) => cookie.name)).not.toContain('pc_refresh');

  // The other device's tokens stop working within seconds (the gateway's session check).
  await expect
    .poll(
      async () => {
        await phone.reload();
        await phone.waitForLoadState('networkidle');
        return new URL(phone.url()).pathname;
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe('/auth');
  await Promise.all([laptop.close(), phone.close()]);
});
