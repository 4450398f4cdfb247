import type { SessionState } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { accountAccessError } from './account-access';

const session = (overrides: Partial<SessionState> = {}): SessionState => ({
  active: true,
  userId: 'u1',
  status: 'ACTIVE',
  roles: ['USER'],
  ...overrides,
});

describe('accountAccessError', () => {
  it('lets an active session through', () => {
    expect(accountAccessError('u1', session(), {})).toBeNull();
  });

  it('answers 401 for a missing, revoked or foreign session', () => {
    expect(accountAccessError('u1', null, {})?.statusCode).toBe(401);
    expect(accountAccessError('u1', session({ active: false }), {})?.code).toBe('UNAUTHENTICATED');
    expect(accountAccessError('u1', session({ userId: 'u2' }), {})?.statusCode).toBe(401);
  });

  it('blocks pending, rejected and suspended accounts with their own codes', () => {
    expect(accountAccessError('u1', session({ status: 'PENDING' }), {})?.code).toBe('ACCOUNT_PENDING');
    expect(accountAccessError('u1', session({ status: 'REJECTED' }), {})?.code).toBe('ACCOUNT_REJECTED');
    expect(accountAccessError('u1', session({ status: 'SUSPENDED' }), {})).toMatchObject({
      statusCode: 403,
      code: 'ACCOUNT_SUSPENDED',
    });
  });

  it('lets blocked accounts reach routes open to any status', () => {
    expect(accountAccessError('u1', session({ status: 'PENDING' }), { anyAccountStatus: true })).toBeNull();
  });

  it('requires the route roles from the fresh session', () => {
    expect(accountAccessError('u1', session(), { roles: ['ADMIN'] })).toMatchObject({
      statusCode: 403,
      code: 'ADMIN_REQUIRED',
    });
    expect(accountAccessError('u1', session({ roles: ['USER', 'ADMIN'] }), { roles: ['ADMIN'] })).toBeNull();
    expect(
      accountAccessError('u1', session({ status: 'SUSPENDED', roles: ['ADMIN'] }), { roles: ['ADMIN'] })
        ?.code,
    ).toBe('ACCOUNT_SUSPENDED');
  });
});
