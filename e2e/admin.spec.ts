import { type AdminUser, DEMO_ACCOUNTS, type Page as UsersPage } from '@pipcrafters/contracts';
import { expect, type Page, test } from '@playwright/test';
import { apiClient, type HttpClient, PASSWORD, signInWithForm } from './support/users';

const ADMIN = DEMO_ACCOUNTS.admin;

async function adminApi(baseURL: string): Promise<HttpClient> {
  const client = apiClient(baseURL);
  await client.signIn(ADMIN);
  return client;
}

/** A new sign-up through the register API, with an e-mail no other test uses. */
async function signUp(
  baseURL: string,
  email: string,
  firstName: string,
  lastName = 'Panel',
): Promise<{ id: string; email: string; name: string }> {
  const response = await apiClient(baseURL).post('/api/auth/register', {
    firstName,
    lastName,
    email,
    password: PASSWORD,
  });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, name: `${firstName} ${lastName}` };
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInWithForm(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${ADMIN.firstName}` })).toBeVisible();
}

/** The toast with this title. */
const toast = (page: Page, title: string) =>
  page.getByTestId('toast-viewport').getByText(title, { exact: true });

/** Clicks a row action and confirms it in its pop-up. */
async function confirmAction(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Confirmar' }).click();
}

test('Panel Admin: figures, weekly chart and activity, then grant/remove ADMIN and suspend/reactivate', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const email = `panel.${Date.now()}@example.com`;
  const user = await signUp(origin, email, 'Pilar', 'Gestionada');
  const admin = await adminApi(origin);
  expect((await admin.post(`/api/admin/requests/${user.id}/approve`)).status).toBe(200);

  await signInAsAdmin(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Panel Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel Admin' })).toBeVisible();

  // The counters, the chart (its own chunk, recharts) and the activity.
  const stats = page.getByTestId('admin-stats');
  for (const title of ['Usuarios', 'Pendientes', 'Activos', 'Rechazados', 'Suspendidos', 'Administradores'])
    await expect(stats.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByTestId('admin-stat-admins')).not.toHaveText('0');
  const chart = page.getByTestId('signups-chart');
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart).toHaveAttribute(
    'aria-label',
    /^Registros por semana\. Semana del \d+ de \p{L}+ de \d{4}:/u,
  );
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(page.getByTestId('recent-activity')).toContainText(
    `${ADMIN.firstName} ${ADMIN.lastName} aprobó la solicitud de ${user.name}`,
  );

  // Sorting is the server's: a click on a header asks for it.
  const sorted = page.waitForResponse((response) =>
    /\/api\/admin\/users\?.*sort=email&order=asc/.test(response.url()),
  );
  await page.getByRole('columnheader', { name: /Correo electrónico/ }).click();
  expect((await sorted).status()).toBe(200);

  await page.getByRole('searchbox', { name: /^Buscar/ }).fill(email);
  await page.getByRole('searchbox', { name: /^Buscar/ }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one user

  await confirmAction(page, `Hacer admin: ${email}`);
  await expect(toast(page, 'Permisos de administrador concedidos')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  await confirmAction(page, `Quitar admin: ${email}`);
  await expect(toast(page, 'Permisos de administrador retirados')).toBeVisible();
  await expect(row.getByRole('button', { name: `Hacer admin: ${email}` })).toBeVisible();

  await confirmAction(page, `Suspender: ${email}`);
  await expect(toast(page, 'Cuenta suspendida')).toBeVisible();
  await expect(row.getByText('Suspendido', { exact: true })).toBeVisible();

  await confirmAction(page, `Reactivar: ${email}`);
  await expect(toast(page, 'Cuenta reactivada')).toBeVisible();
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();

  // Each decision is in the activity, newest first, with who did it.
  const activity = page.getByTestId('recent-activity');
  await expect(activity.locator('li').first()).toContainText(
    `${ADMIN.firstName} ${ADMIN.lastName} reactivó la cuenta de ${user.name}`,
  );
  for (const sentence of [
    'suspendió la cuenta de',
    'quitó los permisos de administrador a',
    'dio permisos de administrador a',
  ])
    await expect(activity).toContainText(`${sentence} ${user.name}`);
});

test('Solicitudes: approve two at once, reject one with a reason, then nothing is left', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  // Other tests may leave pending sign-ups: this one only looks at its own, found by a tag in their e-mails.
  const tag = `lote${Date.now()}`;
  const first = await signUp(origin, `${tag}.uno@example.com`, 'Irene', 'Primera');
  const second = await signUp(origin, `${tag}.dos@example.com`, 'Jorge', 'Segundo');
  const third = await signUp(origin, `${tag}.tres@example.com`, 'Karen', 'Tercera');

  await signInAsAdmin(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Solicitudes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  await page.getByLabel('Buscar solicitudes').fill(tag);
  await page.getByLabel('Buscar solicitudes').press('Enter');
  await expect(page.getByRole('row')).toHaveCount(4);

  await page.getByLabel(`Seleccionar a ${first.email}`).check();
  await page.getByLabel(`Seleccionar a ${second.email}`).check();
  await page.getByRole('button', { name: 'Aprobar seleccionadas (2)' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Aprobar 2 solicitudes' });
  await expect(dialog).toContainText(first.email);
  await expect(dialog).toContainText(second.email);
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(page, '2 solicitudes aprobadas')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: third.email })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Aprobar seleccionadas' })).toBeDisabled();

  await page.getByRole('button', { name: `Rechazar a ${third.email}` }).click();
  const reject = page.getByRole('dialog').filter({ hasText: 'Rechazar solicitud' });
  await reject.getByLabel('Motivo (opcional)').fill('No hemos podido verificar tus datos');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(toast(page, 'Solicitud rechazada')).toBeVisible();

  await expect(page.getByTestId('requests-empty')).toContainText('No hay solicitudes pendientes');

  const admin = await adminApi(origin);
  const users = (await (
    await admin.get(`/api/admin/users?search=${encodeURIComponent(tag)}&sort=email&order=asc`)
  ).json()) as UsersPage<AdminUser>;
  expect(users.items.map((user) => [user.email, user.status, user.rejectionReason])).toEqual([
    [second.email, 'ACTIVE', null],
    [third.email, 'REJECTED', 'No hemos podido verificar tus datos'],
    [first.email, 'ACTIVE', null],
  ]);
});

test('the admin area shows no admin data to a non-admin, even if the shell were fooled', async ({ page }) => {
  const adminAnswers: number[] = [];
  page.on('response', (answer) => {
    if (new URL(answer.url()).pathname.startsWith('/api/admin')) adminAnswers.push(answer.status());
  });
  await signInWithForm(page, DEMO_ACCOUNTS.trader);
  await expect(
    page.getByRole('heading', { level: 1, name: `Hola, ${DEMO_ACCOUNTS.trader.firstName}` }),
  ).toBeVisible();

  // The shell's own check of who is signed in is told "admin". The area reads the session from the shell
  // (useSession) and so believes it too; the gateway, which checks the token's roles, refuses every admin call.
  let shellAsked = false;
  await page.route('**/api/auth/me', async (route) => {
    if (shellAsked) return route.continue();
    shellAsked = true;
    const response = await route.fetch();
    const body = (await response.json()) as { user: { roles: string[] } };
    await route.fulfill({ response, json: { user: { ...body.user, roles: ['USER', 'ADMIN'] } } });
  });
  await page.goto('/admin');
  await expect(page.getByTestId('sidebar').getByText('Panel Admin')).toBeVisible(); // the shell believed it
  await expect(page.getByText('No se pudieron cargar los usuarios')).toBeVisible();
  await expect(page.getByText('No se pudieron cargar las estadísticas')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByTestId('admin-stats')).toHaveCount(0);
  expect(adminAnswers.length).toBeGreaterThan(0);
  expect(adminAnswers.every((status) => status === 403)).toBe(true);
});
