import { HttpClient, INTEGRATION_ADMIN } from '@pipcrafters/platform/src/testing/stack';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  it('create an active admin, with a normalised e-mail, who can use the admin API through the gateway', async () => {
    const client = new HttpClient(stack.gatewayUrl);
    const login = await client.post('/api/auth/login', {
      email: INTEGRATION_ADMIN.email.toUpperCase(),
      password: INTEGRATION_ADMIN.password,
    });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: { email: string; status: string; roles: string[] } };
    expect(user.email).toBe(INTEGRATION_ADMIN.email.toLowerCase());
    expect(user.status).toBe('ACTIVE');
    expect(user.roles).toContain('ADMIN');

    const users = await client.get(`/api/admin/users?search=${encodeURIComponent('jefa.operaciones')}`);
    expect(users.status).toBe(200);
    const page = (await users.json()) as { total: number; items: { email: string }[] };
    expect(page.items.map((item) => item.email)).toEqual([INTEGRATION_ADMIN.email.toLowerCase()]);
  });

  it('do not accept another password for that admin', async () => {
    const client = new HttpClient(stack.gatewayUrl);
    const login = await client.post('/api/auth/login', {
      email: INTEGRATION_ADMIN.email,
      password: 'Otra-clave-2026',
    });
    expect(login.status).toBe(401);
  });
});
