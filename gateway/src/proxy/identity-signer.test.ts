import { verifyGatewayIdentity } from '@pipcrafters/service-kit';
import jwt from 'jsonwebtoken';
import { describe, expect, it, vi } from 'vitest';
import { IdentitySigner } from './identity-signer';

const SECRET = 'x'.repeat(40);
const user = { sub: 'u1', email: 'a@b.c', roles: ['USER' as const], status: 'ACTIVE' as const, sid: 's1' };

describe('IdentitySigner', () => {
  it('signs a 60 s HS256 identity the services accept', () => {
    const token = new IdentitySigner(SECRET).sign(user);
    expect(verifyGatewayIdentity(token, SECRET)).toEqual({
      userId: 'u1',
      email: 'a@b.c',
      roles: ['USER'],
      status: 'ACTIVE',
      sessionId: 's1',
    });
    const { iat, exp } = jwt.decode(token) as { iat: number; exp: number };
    expect(exp - iat).toBe(60);
    // A bearer token is signed as such, under its own cached token.
    const bearer = new IdentitySigner(SECRET).sign({ ...user, bearer: true });
    expect(verifyGatewayIdentity(bearer, SECRET).bearer).toBe(true);
  });

  it('hands out the same token for the same identity for a while, then a new one', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    try {
      const signer = new IdentitySigner(SECRET, { reuseMs: 15_000 });
      const first = signer.sign(user);
      vi.setSystemTime(1_800_000_014_999);
      expect(signer.sign({ ...user, roles: ['USER'] })).toBe(first);
      vi.setSystemTime(1_800_000_015_000);
      const second = signer.sign(user);
      expect(second).not.toBe(first);
      expect((jwt.decode(second) as { iat: number }).iat).toBe(1_800_000_015);
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows a frozen identity by the object for the same while, then signs it again', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    try {
      const signer = new IdentitySigner(SECRET, { reuseMs: 15_000 });
      const frozen = Object.freeze({ ...user });
      const first = signer.sign(frozen);
      expect(signer.sign(frozen)).toBe(first);
      expect(signer.sign(Object.freeze({ ...user, sid: 's9' }))).not.toBe(first);
      vi.setSystemTime(1_800_000_015_000);
      expect(signer.sign(frozen)).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never reuses a token across users, sessions, statuses or roles', () => {
    const signer = new IdentitySigner(SECRET);
    const tokens = [
      signer.sign(user),
      signer.sign({ ...user, sub: 'u2' }),
      signer.sign({ ...user, sid: 's2' }),
      signer.sign({ ...user, status: 'SUSPENDED' }),
      signer.sign({ ...user, roles: ['USER', 'ADMIN'] }),
      signer.sign({ ...user, email: 'otro@b.c' }),
      signer.sign({ roles: [] }),
    ];
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(verifyGatewayIdentity(tokens[3] as string, SECRET).status).toBe('SUSPENDED');
    expect(verifyGatewayIdentity(tokens[6] as string, SECRET).userId).toBeUndefined();
  });

  it('signs only identity claims', () => {
    const token = new IdentitySigner(SECRET).sign({ ...user, exp: 1, extra: true } as never);
    expect(Object.keys(jwt.decode(token) as object).sort()).toEqual(
      ['aud', 'email', 'exp', 'iat', 'iss', 'roles', 'sid', 'status', 'sub'].sort(),
    );
  });
});
