import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { apiClient, createActiveUser, PASSWORD, signInAt } from './support/users';

/** Screenshots kept after the run (besides the report attachments): `.tmp/e2e-screenshots/`. */
const SCREENSHOTS = join(__dirname, '..', '.tmp', 'e2e-screenshots');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Cargando módulo...' })).toHaveCount(0);
}

test.describe('no serious or critical axe violations', () => {
  test('landing and auth', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'landing');
    await page.goto('/auth');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'auth');
  });

  test('dashboard and profile', async ({ page, baseURL }) => {
    const user = await createActiveUser(baseURL ?? '', 'axe');
    await signInAt(page, user);
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${user.firstName}` })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'dashboard');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'profile');
  });

  test('both admin pages', async ({ page, baseURL }) => {
    await signInAt(page, DEMO_ACCOUNTS.admin, '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/admin');
    // At least one pending request, so the table is checked with rows and selection boxes, not only its empty state.
    const applicant = apiClient(baseURL ?? '');
    const registered = await applicant.post('/api/auth/register', {
      firstName: 'Axe',
      lastName: 'Pendiente',
      email: `axe.pendiente.${Date.now()}@example.com`,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    await page.goto('/admin/requests');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/admin/requests');
  });

  test('both missions pages', async ({ page, baseURL }) => {
    const user = await createActiveUser(baseURL ?? '', 'axe-misiones');
    await signInAt(page, user, '/misiones');
    // One personal mission, ticked, so the list is checked with its checkbox and XP tag, not only its empty state
    // (through the API: a toast caught fading in would be measured at half its contrast).
    const write = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };
    const created = await page.request.post('/api/missions', {
      ...write,
      data: { title: 'Revisar el diario', description: 'Antes de cerrar la sesión.' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const ticked = await page.request.patch(`/api/missions/${id}`, { ...write, data: { isComplete: true } });
    expect(ticked.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Misiones' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Revisar el diario' })).toBeChecked();
    await settle(page);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await expectNoSeriousViolations(page, '/misiones');
    await page.goto('/misiones/temporal');
    await expect(page.getByRole('heading', { level: 1, name: 'Misiones temporales' })).toBeVisible();
    await expect(page.getByRole('timer').first()).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/misiones/temporal');
  });
});

test('the trade journal', async ({ page, baseURL }) => {
  const user = await createActiveUser(baseURL ?? '', 'axe-diario');
  await signInAt(page, user, '/pipjournal');
  await expect(page.getByRole('button', { name: 'Crear mi primera cuenta' })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, '/pipjournal (sin cuentas)');
  // An account with one trade, so the list, its totals and selection boxes are checked, not only the empty state.
  const write = { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } };
  const account = await page.request.post('/api/journal/accounts', {
    ...write,
    data: { name: 'Axe', broker: 'Demo', currency: 'EUR', initialBalance: '1000', kind: 'demo' },
  });
  expect(account.status()).toBe(201);
  const { id: accountId } = (await account.json()) as { id: string };
  const trade = await page.request.post('/api/journal/trades', {
    ...write,
    data: {
      accountId,
      symbol: 'EURUSD',
      side: 'buy',
      closeTime: new Date().toISOString(),
      entryPrice: '1.08',
      exitPrice: '1.081',
      volume: '0.1',
      profit: '9.20',
      tags: ['axe'],
    },
  });
  expect(trade.status()).toBe(201);
  for (const view of ['', '?vista=nueva', '?vista=calendario', '?vista=importar']) {
    await page.goto(`/pipjournal${view}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Journal' })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await settle(page);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await expectNoSeriousViolations(page, `/pipjournal${view}`);
  }
});

test('usable at 375 px and 1440 px, with screenshots of both kept', async ({
  browser,
  baseURL,
}, testInfo) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const user = await createActiveUser(baseURL ?? '', 'pantallas', 'Lola');
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const [name, path] of [
      ['landing', '/'],
      ['dashboard', '/dashboard'],
      ['misiones', '/misiones'],
      ['misiones-temporal', '/misiones/temporal'],
      ['pipjournal', '/pipjournal'],
      ['edgepilot', '/edgepilot'],
      ['reflexion-diaria', '/daily-reflection'],
    ] as const) {
      if (name === 'dashboard') await signInAt(page, user, path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      // Nothing sticks out sideways: no horizontal scrolling at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const file = join(SCREENSHOTS, `${name}-${width}.png`);
      const image = await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${width}`, { body: image, contentType: 'image/png' });
    }
    await context.close();
  }
});
