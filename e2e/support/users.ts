import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEMO_ACCOUNTS,
  type PublicUser,
  type RefreshResponse,
} from '@pipcrafters/contracts';
import { HttpClient, TEST_PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import { type Browser, expect, type Page } from '@playwright/test';

/** The one test password (packages/platform/src/testing/http-client.ts), as the integration tests use it. */
export const PASSWORD = TEST_PASSWORD;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type { HttpClient };

/** A script's API session: the tests' one HTTP client (own cookies, the anti-CSRF header on writes). */
export function apiClient(baseURL: string): HttpClient {
  return new HttpClient(baseURL);
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
  const visitor = apiClient(baseURL);
  const registered = await visitor.post('/api/auth/register', user);
  expect(registered.status).toBe(201);
  const { user: created } = (await registered.json()) as { user: PublicUser };
  const approve = async () => (await adminClient(baseURL)).post(`/api/admin/requests/${created.id}/approve`);
  let approved = await approve();
  if (approved.status === 401) {
    // The shared admin session outlived its access token: sign in again.
    admin = undefined;
    approved = await approve();
  }
  expect(approved.status).toBe(200);
  return { ...user, id: created.id };
}

let admin: Promise<HttpClient> | undefined;
/** The demo admin, signed in once per test worker (sign-ins per e-mail are rate-limited). */
export function adminClient(baseURL: string): Promise<HttpClient> {
  admin ??= (async () => {
    const client = apiClient(baseURL);
    await client.signIn(DEMO_ACCOUNTS.admin);
    return client;
  })();
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

/** An access token for the bearer-only API, as the page's API client gets one: POST /api/auth/refresh. */
export async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/refresh', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as RefreshResponse).accessToken;
}

/** The Authorization header of the bearer-only API, for the page's signed-in user. */
export async function bearer(page: Page) {
  return { Authorization: `Bearer ${await accessToken(page)}` };
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
