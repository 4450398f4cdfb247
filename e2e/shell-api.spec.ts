import { expect, type Page, test, type WebSocket } from '@playwright/test';
import { adminClient, createActiveUser, signInAt, type TestUser } from './support/users';

/** Texts of the admin remote (mfe-admin/src/components/AdminOnly.tsx) and of the shell's 403 page. */
const RECHECKING_TEXT = 'Tus permisos han cambiado. Comprobando tu acceso…';
const SHELL_FORBIDDEN = 'Acceso denegado';

/** A fresh ACTIVE user made admin by the demo admin, so its rights can be taken away without touching others. */
async function createAdmin(baseURL: string): Promise<TestUser> {
  const user = await createActiveUser(baseURL, 'api-shell', 'Abril');
  const admin = await adminClient(baseURL);
  expect((await admin.post(`/api/admin/users/${user.id}/admin`)).status).toBe(200);
  return user;
}

/** Every GET /api/auth/me the page sends, and every socket.io connection it opens (handshakes and WebSockets). */
function watchSessionAndSockets(page: Page) {
  const watched = { me: 0, handshakes: 0, sockets: [] as WebSocket[], frames: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/me') watched.me += 1;
    // A new engine.io connection starts with a polling handshake that carries no session id yet.
    if (url.pathname === '/socket.io/' && !url.searchParams.has('sid')) watched.handshakes += 1;
  });
  page.on('websocket', (socket) => {
    watched.sockets.push(socket);
    socket.on('framereceived', ({ payload }) => {
      watched.frames.push(String(payload));
    });
  });
  return watched;
}

test('a remote reads the session through useSession: the admin area asks the server nothing about it', async ({
  page,
  baseURL,
}) => {
  const user = await createAdmin(baseURL ?? '');
  const watched = watchSessionAndSockets(page);
  await signInAt(page, user, '/admin');
  await expect(page.getByTestId('admin-stats')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: user.email })).toContainText('Tu cuenta');
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: /Solicitudes/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The shell's one read of the account; the admin remote's AdminOnly and its "Tu cuenta" come from useSession.
  expect(watched.me).toBe(1);
});

test('a realtime event reaches a remote through useRealtime, over the shell’s one socket', async ({
  page,
  baseURL,
}) => {
  const user = await createAdmin(baseURL ?? '');
  const watched = watchSessionAndSockets(page);
  await signInAt(page, user, '/admin');
  await expect(page.getByTestId('admin-stats')).toBeVisible();
  await expect.poll(() => watched.sockets.length).toBe(1);
  let navigations = 0;
  page.on('framenavigated', () => {
    navigations += 1;
  });

  // The shell re-reads the account when a system notification arrives; holding that answer back keeps the session
  // unchanged for a while, so what the area does meanwhile can only come from the event itself.
  await page.route('**/api/auth/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  const admin = await adminClient(baseURL ?? '');
  expect((await admin.delete(`/api/admin/users/${user.id}/admin`)).status).toBe(200);

  // mfe-admin's useRealtime handler hides the admin data at once...
  await expect(page.getByText(RECHECKING_TEXT)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('admin-stats')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  // ...and once the shell has the new account, the area is refused (useSession, the table's requiredRole).
  await expect(page.getByRole('heading', { level: 1, name: SHELL_FORBIDDEN })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText(RECHECKING_TEXT)).toHaveCount(0);

  expect(watched.frames.some((frame) => frame.includes('notification:new'))).toBe(true);
  expect(watched.sockets).toHaveLength(1);
  expect(watched.handshakes).toBe(1);
  expect(navigations).toBe(0);
});
