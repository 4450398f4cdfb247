import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

describe('passwordProblems', () => {
  it('accepts 10+ characters with a letter and a digit', () => {
    expect(passwordProblems('TradingPips42', 'luis@example.com')).toEqual([]);
    expect(passwordProblems('señal2024x', 'luis@example.com')).toEqual([]);
  });

  it('explains every broken rule in Spanish', () => {
    expect(passwordProblems('abc', 'luis@example.com')).toEqual([
      'La contraseña debe tener entre 10 y 128 caracteres.',
      'La contraseña debe contener al menos un número.',
    ]);
    expect(passwordProblems('1234567890', 'luis@example.com')).toEqual([
      'La contraseña debe contener al menos una letra.',
    ]);
  });

  it('counts characters, not UTF-16 units, and caps the length at 128', () => {
    expect(passwordProblems(`a1${'x'.repeat(126)}`, 'z@example.com')).toEqual([]);
    expect(passwordProblems(`a1${'x'.repeat(127)}`, 'z@example.com')).toHaveLength(1);
    expect(passwordProblems('🙂🙂🙂🙂a1🙂🙂🙂🙂', 'z@example.com')).toEqual([]);
  });

  it('refuses the local part of the email in any case', () => {
    expect(passwordProblems('xxLUIS.perez99', 'Luis.Perez@example.com')).toEqual([
      'La contraseña no puede contener la parte de tu correo anterior a la "@".',
    ]);
  });

  it('ignores local parts too short to matter', () => {
    expect(passwordProblems('abcdefgh12', 'ab@example.com')).toEqual([]);
  });
});
