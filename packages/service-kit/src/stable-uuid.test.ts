import { describe, expect, it } from 'vitest';
import { stableUuid } from './stable-uuid';

describe('stableUuid', () => {
  it('is the same for the same parts and a valid version-5 UUID', () => {
    const id = stableUuid('user', 'londres');
    expect(id).toBe(stableUuid('user', 'londres'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs when any part differs, and parts do not run into each other', () => {
    expect(stableUuid('user', 'londres')).not.toBe(stableUuid('user', 'rango'));
    expect(stableUuid('ab', 'c')).not.toBe(stableUuid('a', 'bc'));
  });
});
