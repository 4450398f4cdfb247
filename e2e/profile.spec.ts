import { CSRF_HEADER, CSRF_HEADER_VALUE, type PublicUser } from '@pipcrafters/contracts';
import { expect, type Page, test } from '@playwright/test';
import { apiClient, createActiveUser, PASSWORD, signedInPage, signInAt } from './support/users';

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

test.describe('time zone', () => {
  // Not the suite's Europe/Madrid: the zone saved must be this browser's, not a default.
  test.use({ timezoneId: 'America/Mexico_City' });

  const savedZone = async (page: Page) =>
    ((await (await page.request.get('/api/user')).json()) as { user: PublicUser }).user.preferences.timeZone;

  test('a new user gets the browser’s zone on sign-in, and changes it on the profile page', async ({
    page,
    baseURL,
  }) => {
    const user = await createActiveUser(baseURL ?? '', 'perfil-zona');
    const before = apiClient(baseURL ?? '');
    await before.signIn(user);
    const fresh = (await (await before.get('/api/user')).json()) as { user: PublicUser };
    expect(fresh.user.preferences.timeZone).toBeNull();

    await signInAt(page, user, '/profile');
    await expect.poll(() => savedZone(page)).toBe('America/Mexico_City');
    const zone = page.getByRole('combobox', { name: 'Zona horaria' });
    const card = page.locator('.ant-card').filter({ has: zone });
    await expect(card.getByText('America/Mexico City (GMT-6)')).toBeVisible();
    await expect(
      card.getByText('Las rachas y las misiones diarias cuentan los días en esta zona.'),
    ).toBeVisible();

    await zone.click();
    await zone.fill('tokyo');
    // antd's role=option elements are an invisible list for screen readers; the visible one carries a title.
    await page.getByTitle('Asia/Tokyo (GMT+9)').click();
    await expect(page.getByText('Zona horaria actualizada')).toBeVisible();
    await expect.poll(() => savedZone(page)).toBe('Asia/Tokyo');

    // A chosen zone is the user's: loading the session again in this browser does not put the browser's back.
    await page.reload();
    await expect(card.getByText('Asia/Tokyo (GMT+9)')).toBeVisible();
    expect(await savedZone(page)).toBe('Asia/Tokyo');
  });
});
