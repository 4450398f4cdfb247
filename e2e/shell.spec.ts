import { DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminClient, createActiveUser, signInWithForm } from './support/users';

type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

async function signedInPage(browser: Browser, account: DemoAccount): Promise<Page> {
  const page = await browser.newPage();
  await signInWithForm(page, account);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${account.firstName}` })).toBeVisible();
  return page;
}

test.describe('visitors', () => {
  test('see the landing page at / and the auth page elsewhere', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();

    await page.goto('/aprende');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  });

  test('see a not-found page for unknown paths', async ({ page }) => {
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByText('Página no encontrada')).toBeVisible();
  });

  test('get the spec error title and the server message on a failed login', async ({ page }) => {
    await signInWithForm(page, { email: DEMO_ACCOUNTS.trader.email, password: 'contraseña-incorrecta-1' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error al iniciar sesión');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('get password hints that match the server policy while registering', async ({ page }) => {
    await page.goto('/auth?tab=register');
    await page.getByLabel('Correo electrónico').fill('nueva.persona@example.com');
    await page.getByLabel('Contraseña').fill('corta1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('La contraseña debe tener entre 10 y 128 caracteres.')).toBeVisible();
  });
});

test.describe('signed-in trader', () => {
  test('has the layout, a level and no admin group', async ({ browser }) => {
    const page = await signedInPage(browser, DEMO_ACCOUNTS.trader);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toContainText(`${DEMO_ACCOUNTS.trader.firstName} ${DEMO_ACCOUNTS.trader.lastName}`);
    await expect(sidebar).toContainText(/Nivel \d+/);
    await expect(sidebar).toContainText('Principal');
    await expect(sidebar).toContainText('Recursos');
    await expect(sidebar.getByText('Panel Admin')).toHaveCount(0);

    for (const path of ['/admin', '/admin/requests']) {
      await page.goto(path);
      await expect(page.getByText('No tienes permisos para ver esta página')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('loads remote areas at runtime, with their titles', async ({ browser }) => {
    const page = await signedInPage(browser, DEMO_ACCOUNTS.trader);
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: /Aprende/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aprende' })).toBeVisible();

    await page.goto('/community/new');
    await expect(page.getByTestId('page-title')).toHaveText('Nuevo Post');
    await page.goto('/community/42/edit');
    await expect(page.getByTestId('page-title')).toHaveText('Editar Post');
  });

  test('keeps the shell working when one remote is down, and recovers on "Reintentar"', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, DEMO_ACCOUNTS.trader);
    await page.route('**/remotes/finance/**', (route) => route.abort());
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: /CashCrafter/ })
      .click();
    await expect(page.getByTestId('remote-error-finance')).toBeVisible({ timeout: 30_000 });

    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: /Estrategias/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estrategias' })).toBeVisible();

    await page.unroute('**/remotes/finance/**');
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: /CashCrafter/ })
      .click();
    const errorCard = page.getByTestId('remote-error-finance');
    if (await errorCard.isVisible()) await errorCard.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CashCrafter' })).toBeVisible({
      timeout: 30_000,
    });
  });
});

test.describe('sign-up approval', () => {
  test('a new account waits on /pending-approval until an admin approves it', async ({ browser }) => {
    const email = `aspirante.${Date.now()}@example.com`;
    const applicant = await browser.newPage();
    await applicant.goto('/auth?tab=register');
    await applicant.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await applicant.getByLabel('Apellidos').fill('Prueba');
    await applicant.getByLabel('Correo electrónico').fill(email);
    await applicant.getByLabel('Contraseña').fill('Pips-segura-2026');
    await applicant.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(applicant).toHaveURL(/\/pending-approval$/);
    await expect(
      applicant.getByRole('heading', { name: 'Tu cuenta está pendiente de aprobación' }),
    ).toBeVisible();
    await applicant.goto('/aprende');
    await expect(applicant).toHaveURL(/\/pending-approval$/);

    const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
    await admin.getByTestId('sidebar').getByRole('link', { name: 'Solicitudes' }).click();
    await admin.getByRole('button', { name: `Aprobar a ${email}` }).click();
    await admin.getByRole('tooltip').getByRole('button', { name: 'Aprobar' }).click();
    await expect(admin.getByText('Solicitud aprobada')).toBeVisible();
    await expect(admin.getByText(email)).toHaveCount(0);

    await expect(applicant).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    // A fresh browser: the approved applicant signs in and lands on the dashboard.
    const again = await browser.newPage();
    await signInWithForm(again, { email, password: 'Pips-segura-2026' });
    await expect(again.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await expect(again.getByTestId('sidebar')).toContainText('Lucía Prueba');
  });

  test('an admin sees the server message when an action is refused', async ({ browser, baseURL }) => {
    const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
    await admin.goto('/admin');
    // No action is offered on one's own account (the server would refuse them).
    await admin.getByRole('searchbox', { name: /^Buscar/ }).fill(DEMO_ACCOUNTS.admin.email);
    await admin.getByRole('searchbox', { name: /^Buscar/ }).press('Enter');
    const ownRow = admin.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.admin.email });
    await expect(ownRow).toContainText('Tu cuenta');
    await expect(ownRow.getByRole('button')).toHaveCount(0);

    // Another admin suspends a trader while this page still shows them active: the stale action is refused.
    const trader = await createActiveUser(baseURL ?? '', 'accion-rechazada');
    await admin.getByRole('searchbox', { name: /^Buscar/ }).fill(trader.email);
    await admin.getByRole('searchbox', { name: /^Buscar/ }).press('Enter');
    const suspend = admin.getByRole('button', { name: `Suspender: ${trader.email}` });
    await expect(suspend).toBeVisible();
    const otherAdmin = await adminClient(baseURL ?? '');
    expect((await otherAdmin.post(`/api/admin/users/${trader.id}/suspend`)).status).toBe(200);
    await suspend.click();
    await admin.getByRole('tooltip').getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText('No se pudo completar la acción')).toBeVisible();
    await expect(admin.getByText('Solo se pueden suspender cuentas activas.')).toBeVisible();
  });
});
