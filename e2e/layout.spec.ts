import { expect, test } from '@playwright/test';
import { createActiveUser, signedInPage } from './support/users';

test.describe('sidebar and header', () => {
  test('collapse on desktop to 72 px without labels, and the choice is remembered', async ({
    browser,
    baseURL,
  }) => {
    const user = await createActiveUser(baseURL ?? '', 'lateral');
    const page = await signedInPage(browser, user);
    const sider = page.getByTestId('desktop-sidebar');
    const sidebar = page.getByTestId('sidebar');
    await expect(sider).toBeVisible();
    expect((await sider.boundingBox())?.width).toBe(256);
    await expect(sidebar.getByText('Principal')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /Aprende/ })).toBeVisible();

    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(72);
    await expect(sidebar.getByText('Principal')).toBeHidden();
    // Collapsed items keep their text for screen readers, drawn invisible beside the icon.
    const label = sidebar.getByRole('link', { name: 'Aprende' }).locator('.pc-nav-label');
    await expect(label).toHaveCSS('opacity', '0');
    await expect(sidebar.getByTestId('sidebar-user-name')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expandir menú' })).toBeVisible();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(72);
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
    await page.close();
  });

  test('becomes a slide-in panel at 375 px (85vw, at most 20rem)', async ({ browser, baseURL }) => {
    const user = await createActiveUser(baseURL ?? '', 'movil');
    const page = await signedInPage(browser, user, '/dashboard', { width: 375, height: 812 });
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();
    await expect(page.getByTestId('desktop-sidebar')).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const panel = page.getByRole('dialog', { name: 'Menú de navegación' });
    await expect(panel).toBeVisible();
    await expect
      .poll(async () => Math.round((await panel.boundingBox())?.width ?? 0))
      .toBe(Math.round(375 * 0.85));
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    await panel.getByRole('link', { name: /Estrategias/ }).click();
    await expect(page).toHaveURL(/\/estrategias$/);
    await expect(panel).toBeHidden();
    await page.close();
  });

  test('show the name, the level and the current item; the header changes once scrolled', async ({
    browser,
    baseURL,
  }) => {
    const user = await createActiveUser(baseURL ?? '', 'cabecera', 'Hugo');
    const page = await signedInPage(browser, user, '/pipjournal');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByTestId('sidebar-user-name')).toHaveText('Hugo Prueba');
    await expect(sidebar.getByTestId('sidebar-level')).toHaveText('Nivel 1');
    await expect(sidebar.locator('[aria-current="page"]')).toContainText('Trading Journal');
    for (const badge of ['AI', 'Beta', 'New', 'v1', 'Hot'])
      await expect(sidebar.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeVisible();

    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 10);
    });
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.close();
  });

  test('the sidebar works from the keyboard, with a visible focus', async ({ browser, baseURL }) => {
    const user = await createActiveUser(baseURL ?? '', 'teclado');
    const page = await signedInPage(browser, user);
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();
    const target = page.getByTestId('sidebar').getByRole('link', { name: /^EdgePilot/ });
    let reached = false;
    for (let i = 0; i < 30 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await target.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    const focusRing = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    });
    expect(focusRing).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/edgepilot$/);
    await page.close();
  });

  test('the header panels work from the keyboard: focus goes in, Escape brings it back', async ({
    browser,
    baseURL,
  }) => {
    const user = await createActiveUser(baseURL ?? '', 'paneles');
    const page = await signedInPage(browser, user);
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('notifications-panel');
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    const contextButton = page.getByRole('button', { name: 'Contexto' });
    await contextButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('navigation-context').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/misiones$/);
    await page.close();
  });

  test('content is at most 1400 px wide', async ({ browser, baseURL }) => {
    const user = await createActiveUser(baseURL ?? '', 'ancho');
    const page = await signedInPage(browser, user, '/dashboard', { width: 2200, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.getByTestId('content').boundingBox())?.width).toBe(1400);
    await page.close();
  });
});

test('the navigation context follows the section visited and is kept across reloads', async ({
  browser,
  baseURL,
}) => {
  const user = await createActiveUser(baseURL ?? '', 'contexto');
  const page = await signedInPage(browser, user);
  const context = page.getByTestId('navigation-context');

  await page.getByRole('button', { name: 'Contexto' }).click();
  await expect(context.getByTestId('context-section')).toHaveText('Dashboard');
  await page.keyboard.press('Escape');

  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: /^EdgePilot/ })
    .click();
  await expect(page).toHaveURL(/\/edgepilot$/);
  await page.reload();
  await page.getByRole('button', { name: 'Contexto' }).click();
  await expect(context.getByTestId('context-section')).toHaveText('EdgePilot');
  await expect(context).toContainText('Enfoque: Seguimiento del rendimiento');
  await expect(context).toContainText('visitada hace unos segundos');
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pipcrafters-navigation-context') ?? '{}'),
  );
  expect(stored).toMatchObject({ section: 'edgepilot', visitedAt: expect.any(String) });

  await context.getByRole('link', { name: 'Ajustar tu estrategia' }).click();
  await expect(page).toHaveURL(/\/estrategias$/);
  await page.getByRole('button', { name: 'Contexto' }).click();
  await expect(context.getByTestId('context-section')).toHaveText('PipCrafters');
  await expect(context.getByRole('link', { name: 'Revisar tu perfil' })).toBeVisible();
  await page.close();
});
