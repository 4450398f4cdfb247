import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegistration } from './auth-validation';

describe('validateLogin', () => {
  it('asks for both fields and a well-formed e-mail', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Introduce tu correo electrónico.',
      password: 'Introduce tu contraseña.',
    });
    expect(validateLogin({ email: 'maria@', password: 'x' })).toEqual({
      email: 'Introduce un correo electrónico válido.',
    });
    expect(validateLogin({ email: 'maria@example.com', password: 'x' })).toEqual({});
  });
});

describe('validateRegistration', () => {
  const valid = {
    firstName: 'María',
    lastName: 'López',
    email: 'maria.lopez@example.com',
    password: 'Pips2026seguros',
  };

  it('accepts a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('refuses blank names and reports the password policy of the server', () => {
    expect(validateRegistration({ ...valid, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'Introduce tu nombre.',
      lastName: 'Introduce tus apellidos.',
    });
    expect(validateRegistration({ ...valid, password: 'corta1' }).password).toBe(
      'La contraseña debe tener entre 10 y 128 caracteres.',
    );
    expect(validateRegistration({ ...valid, password: 'xMaria.Lopez2026' }).password).toMatch('correo');
    expect(validateRegistration({ ...valid, password: '' }).password).toBe('Introduce una contraseña.');
  });
});
