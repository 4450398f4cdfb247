import { readFileSync } from 'node:fs';
import { SERVICES } from '@pipcrafters/contracts';
import { describe, expect, inject, it } from 'vitest';

/** The environment a running process was started with, read from the kernel (not from what we meant to pass). */
function environmentOf(pid: number): Record<string, string> {
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

describe('what the launcher hands each running process', () => {
  const stack = inject('stack');

  it('gives JWT_PRIVATE_KEY and the admin credentials to identity only', () => {
    for (const service of SERVICES) {
      const env = environmentOf(stack.pids[service.name] as number);
      expect(env.INTERNAL_SECRET, service.name).toBe(stack.internalSecret);
      expect('JWT_PRIVATE_KEY' in env, `${service.name} JWT_PRIVATE_KEY`).toBe(service.name === 'identity');
      expect('ADMIN_PASSWORD' in env, `${service.name} ADMIN_PASSWORD`).toBe(service.name === 'identity');
    }
    const gateway = environmentOf(stack.pids.gateway as number);
    expect('JWT_PRIVATE_KEY' in gateway).toBe(false);
    expect('ADMIN_PASSWORD' in gateway).toBe(false);
    expect(gateway.JWT_PUBLIC_KEY).toBe(stack.jwtPublicKey);
  });
});
