import { describe, expect, it } from 'vitest';
import { emailLocalPart, normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ana.Lopez@Example.COM \t')).toBe('ana.lopez@example.com');
  });
});

describe('emailLocalPart', () => {
  it('is what comes before the last @', () => {
    expect(emailLocalPart('Ana.Lopez@Example.com')).toBe('ana.lopez');
    expect(emailLocalPart('"a@b"@example.com')).toBe('"a@b"');
    expect(emailLocalPart('sin-arroba')).toBe('sin-arroba');
  });
});
