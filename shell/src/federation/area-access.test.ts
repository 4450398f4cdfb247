import { type PublicUser, REMOTES } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { mayEnterArea } from './area-access';

const user = (roles: PublicUser['roles']) => ({ id: 'u1', status: 'ACTIVE', roles }) as PublicUser;
const remote = (name: string) => REMOTES.find((row) => row.name === name) ?? { requiredRole: undefined };

describe('mayEnterArea', () => {
  it('opens an area without a required role to every signed-in user', () => {
    expect(mayEnterArea(remote('learning'), user(['USER']))).toBe(true);
    expect(mayEnterArea(remote('journal'), user([]))).toBe(true);
  });

  it("follows the table's requiredRole: the admin area only for ADMIN", () => {
    expect(remote('admin').requiredRole).toBe('ADMIN');
    expect(mayEnterArea(remote('admin'), user(['USER', 'ADMIN']))).toBe(true);
    expect(mayEnterArea(remote('admin'), user(['USER']))).toBe(false);
    expect(mayEnterArea(remote('admin'), null)).toBe(false);
  });

  it('reads the role from the row, not the name', () => {
    expect(mayEnterArea({ requiredRole: 'ADMIN' }, user(['USER']))).toBe(false);
    expect(mayEnterArea({ requiredRole: undefined }, user(['USER']))).toBe(true);
  });
});
