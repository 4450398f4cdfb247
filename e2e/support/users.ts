import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_ACCOUNTS, type PublicUser } from '@pipcrafters/contracts';
import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';

export const PASSWORD = 'Cuenta-Prueba-2026';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An API client with its own cookies and the anti-CSRF header on every call. */
export async function apiClient(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
}

let counter = 0;

/** A new ACTIVE user nobody else uses: registered, then approved by the demo admin through the admin API. */
export async function createActiveUser(
  baseURL: string,
  prefix = 'e2e',
  firstName = 'Eva',
): Promise<TestUser> {
  counter += 1;
  const user = {
    email: `${prefix}.${Date.now()}.${counter}@example.com`,
    password: PASSWORD,
    firstName,
    lastName: 'Prueba',
  };
  const visitor = await apiClient(baseURL);
  const registered = await visitor.post('/api/auth/register', { data: user });
  expect(registered.status()).toBe(201);
  const { user: created } = (await registered.json()) as { user: PublicUser };
  const approve = async () => (await adminClient(baseURL)).post(`/api/admin/requests/${created.id}/approve`);
  let approved = await approve();
  if (approved.status() === 401) {
    // The shared admin session outlived its access token: sign in again.
    admin = undefined;
    approved = await approve();
  }
  expect(approved.status()).toBe(200);
  await visitor.dispose();
  return { ...user, id: created.id };
}

let admin: Promise<APIRequestContext> | undefined;
/** The demo admin, signed in once per test worker (sign-ins per e-mail are rate-limited). */
export function adminClient(baseURL: string): Promise<APIRequestContext> {
  admin ??= apiClient(baseURL).then(async (client) => {
    const login = await client.post('/api/auth/login', {
      data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    expect(login.status()).toBe(200);
    return client;
  });
  return admin;
}

/** Signs in the way a person does: the /auth form (the outcome is the caller's to check). */
export async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs the page's browser context in through the API (its cookies), then opens `path`. */
export async function signInAt(
  page: Page,
  account: { email: string; password: string },
  path = '/dashboard',
) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(response.status()).toBe(200);
  await page.goto(path);
}

/** A new page in its own context (own cookies and storage), signed in. */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  path = '/dashboard',
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAt(page, account, path);
  return page;
}
