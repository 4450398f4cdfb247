import { describe, expect, it } from 'vitest';
import { passwordRule } from './password-rules';

describe('passwordRule', () => {
  const rule = passwordRule(() => 'maria.lopez@example.com');

  it('accepts a password that follows the server policy', async () => {
    await expect(rule.validator(null, 'Pips2026seguros')).resolves.toBeUndefined();
  });

  it('rejects short, letterless, digitless and email-containing passwords', async () => {
    await expect(rule.validator(null, 'abc123')).rejects.toThrow('entre 10 y 128');
    await expect(rule.validator(null, '12345678901')).rejects.toThrow('una letra');
    await expect(rule.validator(null, 'sinnumerosaqui')).rejects.toThrow('un número');
    await expect(rule.validator(null, 'xMaria.Lopez2026')).rejects.toThrow('correo');
  });
});
