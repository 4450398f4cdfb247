import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateRefreshToken, hashRefreshToken, isWellFormedRefreshToken } from './refresh-token';

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    const token = generateRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateRefreshToken()).not.toBe(token);
  });

  it('are stored as their sha256 in 64 hex characters', () => {
    const token = generateRefreshToken();
    expect(hashRefreshToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('recognises only well-formed tokens', () => {
    expect(isWellFormedRefreshToken(generateRefreshToken())).toBe(true);
    expect(isWellFormedRefreshToken('abc')).toBe(false);
    expect(isWellFormedRefreshToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isWellFormedRefreshToken(undefined)).toBe(false);
    expect(isWellFormedRefreshToken(['x'])).toBe(false);
  });
});
