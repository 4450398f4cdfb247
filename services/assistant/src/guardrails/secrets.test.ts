import { describe, expect, it } from 'vitest';
import { containsSecret, redactSecrets } from './secrets';

describe('containsSecret', () => {
  it.each([
    'mi contraseña es Tr4der2026!',
    'Mi contrasena es perro1234',
    'pass: Hola123',
    'Password = abc123',
    'la contraseña de mi cuenta de MT5 es Fx-Pro-77',
    'el código que me llegó es 483920',
    'código 2FA: 123 456',
    'mi pin es 4821',
    'mi clave del broker es Juan_2024',
    'Clave: 8xK!m2',
    'contraseña: "mi perro feliz"',
    'usuario juan, clave Juan_2024',
    'me llegó un SMS con el 735 112, ¿lo pongo?',
  ])('finds the secret in: %s', (text) => {
    expect(containsSecret(text)).toBe(true);
  });

  it.each([
    'mi contraseña es muy larga',
    'la clave es la disciplina',
    'la clave es practicar cada día',
    'Palabra clave: disciplina',
    '¿cómo cambio mi contraseña?',
    'el código tiene 6 dígitos',
    'un pin bar: la vela con mecha larga',
    '¿Qué contraseña uso? Una larga y única.',
    'llevo 123456 pips acumulados en demo',
    'el código de error es 404',
    'mi contraseña es segura.',
    '¿qué es un token ERC20?',
    'la contraseña nueva es distinta de la anterior',
  ])('finds none in: %s', (text) => {
    expect(containsSecret(text)).toBe(false);
  });
});

describe('redactSecrets', () => {
  it('replaces the secret, punctuation and all, and keeps the rest of the sentence', () => {
    expect(redactSecrets('mi contraseña es Tr4der2026! y no sé si es segura')).toBe(
      'mi contraseña es [oculto] y no sé si es segura',
    );
    expect(redactSecrets('pass: Hola123. ¿Me ayudas?')).toBe('pass: [oculto] ¿Me ayudas?');
  });

  it('hides a code written in two groups once, whole', () => {
    expect(redactSecrets('código 2FA: 123 456')).toBe('código 2FA: [oculto]');
  });

  it('hides every secret of a message', () => {
    expect(redactSecrets('usuario: juan, contraseña: Abc#2026 y el pin es 9911')).toBe(
      'usuario: juan, contraseña: [oculto] y el pin es [oculto]',
    );
  });

  it('hides a quoted password with its spaces', () => {
    expect(redactSecrets('contraseña: "mi perro feliz" (la de MT5)')).toBe(
      'contraseña: [oculto] (la de MT5)',
    );
  });

  it('leaves a message with no secret as it was', () => {
    const text = '¿Cómo cambio mi contraseña de la plataforma?';
    expect(redactSecrets(text)).toBe(text);
  });
});
