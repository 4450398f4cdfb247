import { generateKeyPairSync } from 'node:crypto';
import { type AccessTokenClaims, DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import jwt from 'jsonwebtoken';
import { HttpClient, TEST_PASSWORD, uniqueEmail } from './http-client';
import type { StackInfo } from './stack';

export interface SignedIn {
  client: HttpClient;
  userId: string;
  accessToken: string;
  claims: AccessTokenClaims & { exp: number; iat: number };
}

function signedIn(client: HttpClient, userId: string): SignedIn {
  const accessToken = client.cookies.get('pc_access');
  if (!accessToken) throw new Error('identity no dejó la cookie pc_access');
  return { client, userId, accessToken, claims: jwt.decode(accessToken) as SignedIn['claims'] };
}

/** Signs in through the gateway, like the browser does. */
export async function login(stack: StackInfo, email: string, password: string): Promise<SignedIn> {
  const client = new HttpClient(stack.gatewayUrl);
  const response = await client.post('/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return signedIn(client, user.id);
}

export const loginDemo = (stack: StackInfo, account: keyof typeof DEMO_ACCOUNTS) =>
  login(stack, DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);

/** A new sign-up (PENDING), signed in by its registration cookies. */
export async function register(stack: StackInfo, prefix: string): Promise<SignedIn & { email: string }> {
  const client = new HttpClient(stack.gatewayUrl);
  const email = uniqueEmail(prefix);
  const response = await client.post('/api/auth/register', {
    firstName: 'Prueba',
    lastName: 'Pasarela',
    email,
    password: TEST_PASSWORD,
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { ...signedIn(client, user.id), email };
}

/** Polls until `check` holds (session states are cached for a few seconds by design). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`La condición no se cumplió en ${timeoutMs} ms`);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function otherRsaKey(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
}

/** A new ACTIVE user: registered, approved by `admin` (a signed-in admin), then signed in again. */
export async function activeUser(
  stack: StackInfo,
  admin: SignedIn,
  prefix: string,
): Promise<SignedIn & { email: string }> {
  const pending = await register(stack, prefix);
  const approved = await admin.client.post(`/api/admin/requests/${pending.userId}/approve`);
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${await approved.text()}`);
  return { ...(await login(stack, pending.email, TEST_PASSWORD)), email: pending.email };
}
