import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanSpanishLiterals, spanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { IdentityMessages } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
/** Read by no user: the environment checks (for whoever starts the service) and the integration tests' client. */
const NOT_USER_FACING = ['config/identity-env.ts', 'testing/'];

describe('identity messages', () => {
  it('every Spanish text a user can read is in messages.ts', () => {
    const scan = scanSpanishLiterals(SRC, NOT_USER_FACING);
    expect(scan.files).toBeGreaterThan(30);
    expect(scan.found).toEqual([]);
  });

  it('the scan would flag one written back where it was used', () => {
    const file = 'sessions/sessions.controller.ts';
    const source = readFileSync(join(SRC, file), 'utf8');
    const reverted = source.replace(
      'IdentityMessages.sessions.notFound',
      `'${IdentityMessages.sessions.notFound}'`,
    );
    expect(reverted).not.toBe(source);
    expect(spanishLiterals(source, file)).toEqual([]);
    expect(spanishLiterals(reverted, file).map((literal) => literal.text)).toEqual(['Sesión no encontrada.']);
  });

  it('the scan reads the texts of messages.ts as such', () => {
    const found = spanishLiterals(readFileSync(join(SRC, 'messages.ts'), 'utf8')).map(
      (literal) => literal.text,
    );
    expect(found).toContain(IdentityMessages.admin.userNotFound);
    expect(found).toContain(IdentityMessages.fields.register.firstName);
  });
});
