import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id and the OWASP parameters', async () => {
    const hash = await hasher.hash('TradingPips42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'TradingPips42')).toBe(true);
    expect(await hasher.verify(hash, 'TradingPips43')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('never accepts a login without a stored hash, yet still does the work', async () => {
    await hasher.onModuleInit();
    expect(await hasher.verify(undefined, 'cualquier-cosa-1')).toBe(false);
  });

  it('asks to rehash weaker hashes', async () => {
    const argon2 = await import('argon2');
    const weak = await argon2.hash('TradingPips42', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1 });
    expect(hasher.needsRehash(weak)).toBe(true);
  });
});
