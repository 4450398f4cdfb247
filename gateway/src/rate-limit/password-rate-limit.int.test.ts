import { login, loginDemo, register, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient, TEST_PASSWORD as PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import { startExtraGateway } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Guessing the current password through `POST /api/user/password` is throttled like a login: per user (whoever holds
 * the session) and per address (one address trying many sessions), with the same Spanish 429 and Retry-After.
 */
const stack = inject('stack');
const NEW_PASSWORD = 'Nueva-Clave-Segura-2027';
const WRONG = 'No-Es-La-Clave-1';

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});

/** A new ACTIVE user, signed in through the given gateway. */
async function activeUser(gatewayUrl: string, prefix: string): Promise<SignedIn & { email: string }> {
  const applicant = await register(stack, prefix);
  expect((await admin.client.post(`/api/admin/requests/${applicant.userId}/approve`)).status).toBe(200);
  const session = await login({ ...stack, gatewayUrl }, applicant.email, PASSWORD);
  return { ...session, email: applicant.email };
}

const change = (user: SignedIn, currentPassword: string, newPassword = NEW_PASSWORD) =>
  user.client.json('POST', '/api/user/password', { currentPassword, newPassword });

async function expectRateLimited(answer: Awaited<ReturnType<typeof change>>): Promise<void> {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.body).toEqual({
    statusCode: 429,
    message: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    error: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    code: 'RATE_LIMITED',
  });
}

describe('per user', () => {
  let gateway: Awaited<ReturnType<typeof startExtraGateway>>;
  beforeAll(async () => {
    gateway = await startExtraGateway(stack, { PASSWORD_RATE_LIMIT: '3', PASSWORD_IP_RATE_LIMIT: '1000' });
  });
  afterAll(() => gateway?.stop());

  it('answers 429 with Retry-After once a user has made too many attempts, the right password included', async () => {
    const user = await activeUser(gateway.url, 'clave-limite');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await change(user, WRONG)).status).toBe(400);
    }
    await expectRateLimited(await change(user, WRONG));
    await expectRateLimited(await change(user, PASSWORD));
    // The password did not change, and the session itself is untouched.
    expect((await user.client.get('/api/user')).status).toBe(200);
    await expect(login(stack, user.email, PASSWORD)).resolves.toMatchObject({ userId: user.userId });

    // A second session of the same user is the same user.
    const otherDevice = await login({ ...stack, gatewayUrl: gateway.url }, user.email, PASSWORD);
    await expectRateLimited(await change(otherDevice, PASSWORD));
  });

  it('still lets a user change the password within the limit, and counts nobody else', async () => {
    const user = await activeUser(gateway.url, 'clave-dentro');
    expect((await change(user, WRONG)).status).toBe(400);
    expect((await change(user, WRONG)).status).toBe(400);
    const changed = await change(user, PASSWORD);
    expect(changed.status).toBe(204);
    await expect(login(stack, user.email, NEW_PASSWORD)).resolves.toMatchObject({ userId: user.userId });
  });

  it('counts only signed-in attempts: an anonymous one is a 401 and costs no one anything', async () => {
    const anonymous = new HttpClient(gateway.url);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await anonymous.json('POST', '/api/user/password', {
        currentPassword: WRONG,
        newPassword: NEW_PASSWORD,
      });
      expect(answer.status).toBe(401);
    }
  });
});

describe('per address', () => {
  let gateway: Awaited<ReturnType<typeof startExtraGateway>>;
  beforeAll(async () => {
    gateway = await startExtraGateway(stack, { PASSWORD_RATE_LIMIT: '100', PASSWORD_IP_RATE_LIMIT: '4' });
  });
  afterAll(() => gateway?.stop());

  it('answers 429 to one address trying many users’ sessions', async () => {
    const first = await activeUser(gateway.url, 'clave-ip-1');
    const second = await activeUser(gateway.url, 'clave-ip-2');
    const third = await activeUser(gateway.url, 'clave-ip-3');
    for (const user of [first, first, second, second]) expect((await change(user, WRONG)).status).toBe(400);
    await expectRateLimited(await change(second, WRONG));
    await expectRateLimited(await change(third, PASSWORD));
    // Other routes are not counted.
    expect((await third.client.get('/api/user')).status).toBe(200);
  });
});

describe('the API document', () => {
  it('says the password change may answer 429', async () => {
    const document = await admin.client.json<{
      paths: Record<string, Record<string, { responses: Record<string, { 'x-error-codes'?: string[] }> }>>;
    }>('GET', '/api/docs');
    expect(document.status).toBe(200);
    expect(document.body.paths['/api/user/password']?.post?.responses['429']).toMatchObject({
      'x-error-codes': ['RATE_LIMITED'],
    });
  });
});
