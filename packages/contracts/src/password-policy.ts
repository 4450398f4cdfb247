import { emailLocalPart } from './email';

/** Password rules shared by the registration form (hints) and identity (enforcement). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** A local part this short ("a@x.com") would forbid too many passwords for no real gain. */
const MIN_LOCAL_PART_TO_CHECK = 3;

/** Every rule the password breaks, as Spanish sentences (empty when it is acceptable). */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    problems.push(
      `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`,
    );
  }
  if (!/\p{L}/u.test(password)) problems.push('La contraseña debe contener al menos una letra.');
  if (!/\p{Nd}/u.test(password)) problems.push('La contraseña debe contener al menos un número.');
  const localPart = emailLocalPart(email);
  if (localPart.length >= MIN_LOCAL_PART_TO_CHECK && password.toLowerCase().includes(localPart)) {
    problems.push('La contraseña no puede contener la parte de tu correo anterior a la "@".');
  }
  return problems;
}
