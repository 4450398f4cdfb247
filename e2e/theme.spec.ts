import { expect, type Page, test } from '@playwright/test';
import { createActiveUser, signInAt } from './support/users';

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]');
const htmlTheme = (page: Page) => page.locator('html');

test('the theme switch applies at once, persists across a reload and sets theme-color', async ({
  page,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'tema');
  await signInAt(page, user, '/profile');
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(themeColor(page)).toHaveAttribute('content', '#0f172a');

  const themes = page.getByRole('radiogroup', { name: 'Tema' });
  await themes.getByText('Claro').click();
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
  await expect(themeColor(page)).toHaveAttribute('content', '#ffffff');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pipcrafters-theme'))).toBe('light');
  // Saved in the profile's preferences too.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/user')).json()) as { user: { preferences: unknown } }).user,
    )
    .toMatchObject({ preferences: { theme: 'light' } });

  await page.reload();
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
  await expect(themeColor(page)).toHaveAttribute('content', '#ffffff');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

  await themes.getByText('Oscuro').click();
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(themeColor(page)).toHaveAttribute('content', '#0f172a');
});

test('no flash of the wrong theme: the stored theme is on the page before the app script runs', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('pipcrafters-theme', 'light'));
  // Without its application script the page shows only what the HTML and the boot script paint.
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
  await expect(themeColor(page)).toHaveAttribute('content', '#ffffff');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});

test('auto follows the system scheme while the page is open', async ({ page, baseURL }) => {
  const user = await createActiveUser(baseURL ?? '', 'tema-auto');
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAt(page, user, '/profile');
  await page.getByRole('radiogroup', { name: 'Tema' }).getByText('Automático').click();
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
  await expect(themeColor(page)).toHaveAttribute('content', '#ffffff');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(themeColor(page)).toHaveAttribute('content', '#0f172a');
});
