import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 32 random bytes, base64url. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up: the sha256 of the token, as 64 hex characters. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens we issue are exactly 43 base64url characters; anything else cannot be one of ours. */
export function isWellFormedRefreshToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
