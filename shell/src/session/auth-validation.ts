import { passwordProblems } from '@pipcrafters/contracts';

/** The fields of the sign-in and registration forms on /auth. */
export interface AuthValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type AuthField = keyof AuthValues;
export type AuthErrors = Partial<Record<AuthField, string>>;

/** The forms' messages (the profile's name fields use the same). */
export const AUTH_MESSAGES = {
  firstNameRequired: 'Introduce tu nombre.',
  lastNameRequired: 'Introduce tus apellidos.',
  emailRequired: 'Introduce tu correo electrónico.',
  emailInvalid: 'Introduce un correo electrónico válido.',
  loginPasswordRequired: 'Introduce tu contraseña.',
  newPasswordRequired: 'Introduce una contraseña.',
} as const;

/** What a browser's `type="email"` accepts in practice: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return AUTH_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email.trim()) ? undefined : AUTH_MESSAGES.emailInvalid;
}

/** Sign-in: an e-mail and a password, the server judges the rest. */
export function validateLogin(values: Pick<AuthValues, 'email' | 'password'>): AuthErrors {
  return withoutEmpty({
    email: emailError(values.email),
    password: values.password ? undefined : AUTH_MESSAGES.loginPasswordRequired,
  });
}

/** Registration: names, e-mail, and a password checked against the server's policy (with the e-mail typed). */
export function validateRegistration(values: AuthValues): AuthErrors {
  return withoutEmpty({
    firstName: values.firstName.trim() ? undefined : AUTH_MESSAGES.firstNameRequired,
    lastName: values.lastName.trim() ? undefined : AUTH_MESSAGES.lastNameRequired,
    email: emailError(values.email),
    password: values.password
      ? passwordProblems(values.password, values.email)[0]
      : AUTH_MESSAGES.newPasswordRequired,
  });
}

function withoutEmpty(errors: AuthErrors): AuthErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as AuthErrors;
}
