import { passwordProblems } from '@pipcrafters/contracts';

export const PASSWORD_HINT =
  'Entre 10 y 128 caracteres, con al menos una letra y un número, sin incluir tu correo.';

/** antd Form rule: the first problem the server's policy would report, checked against the email field. */
export function passwordRule(getEmail: () => string) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!value) return;
      const [problem] = passwordProblems(value, getEmail() ?? '');
      if (problem) throw new Error(problem);
    },
  };
}
