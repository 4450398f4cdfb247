import { describe, expect, it } from 'vitest';
import { isUnderPath } from './paths';

describe('isUnderPath', () => {
  it('covers the prefix itself and what lies below it, never a longer name', () => {
    expect(isUnderPath('/admin', '/admin')).toBe(true);
    expect(isUnderPath('/admin/requests', '/admin')).toBe(true);
    expect(isUnderPath('/administrar', '/admin')).toBe(false);
    expect(isUnderPath('/', '/admin')).toBe(false);
  });

  it('treats the root as itself only', () => {
    expect(isUnderPath('/', '/')).toBe(true);
    expect(isUnderPath('/dashboard', '/')).toBe(false);
  });
});
