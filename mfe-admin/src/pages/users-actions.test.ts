import type { AdminUser } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { actionsFor } from './UsersPage';

const user = (overrides: Partial<AdminUser>): AdminUser =>
  ({ id: 'u1', status: 'ACTIVE', roles: ['USER'], ...overrides }) as AdminUser;

describe('user actions offered in Panel Admin', () => {
  it('follow the account’s state and role', () => {
    expect(actionsFor(user({}), 'admin')).toEqual(['grantAdmin', 'suspend']);
    expect(actionsFor(user({ roles: ['USER', 'ADMIN'] }), 'admin')).toEqual(['revokeAdmin', 'suspend']);
    expect(actionsFor(user({ status: 'SUSPENDED' }), 'admin')).toEqual(['reactivate']);
    expect(actionsFor(user({ status: 'PENDING' }), 'admin')).toEqual([]);
  });

  it('are never offered on the admin’s own account', () => {
    expect(actionsFor(user({ id: 'admin', roles: ['USER', 'ADMIN'] }), 'admin')).toEqual([]);
  });
});
