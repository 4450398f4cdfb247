import type { SessionState } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { sessionCaller } from './account-access';

const session = (overrides: Partial<SessionState> = {}): SessionState => ({
  active: true,
  userId: 'u1',
  status: 'ACTIVE',
  roles: ['USER'],
  ...overrides,
});

describe('sessionCaller', () => {
  it('is the live session of the token’s user, with identity’s current status and roles', () => {
    const live = session({ status: 'SUSPENDED', roles: ['USER', 'ADMIN'] });
    expect(sessionCaller('u1', live)).toEqual(live);
  });

  it('is nobody for a missing, ended or foreign session', () => {
    expect(sessionCaller('u1', null)).toBeNull();
    expect(sessionCaller('u1', session({ active: false }))).toBeNull();
    expect(sessionCaller('u1', session({ userId: 'u2' }))).toBeNull();
  });
});
