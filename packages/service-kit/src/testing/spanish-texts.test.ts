import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeSpanishText, scanSpanishLiterals, spanishLiterals } from './spanish-texts';

const texts = (source: string) => spanishLiterals(source).map((literal) => literal.text);

describe('looksLikeSpanishText', () => {
  it('takes accented letters, ¿ and ¡, and capitalised sentences of two or more words', () => {
    expect(looksLikeSpanishText('Sesión no encontrada.')).toBe(true);
    expect(looksLikeSpanishText('¡Hola!')).toBe(true);
    expect(looksLikeSpanishText('Usuario no encontrado.')).toBe(true);
    expect(looksLikeSpanishText('El filtro "unread" debe ser true o false.')).toBe(true);
  });

  it('leaves identifiers, paths, codes, SQL and phrases without a final stop alone', () => {
    for (const text of [
      'NOT_FOUND',
      '/api/health',
      'text/html; charset=utf-8',
      'SELECT 1 FROM users',
      'no responde',
    ]) {
      expect(looksLikeSpanishText(text), text).toBe(false);
    }
  });
});

describe('spanishLiterals', () => {
  it('finds user-facing texts in any literal form, with their line', () => {
    const source = [
      "throw new ApiException(404, ErrorCode.NOT_FOUND, 'Sesión no encontrada.');",
      `@IsString({ message: \`Introduce entre 1 y \${MAX} solicitudes.\` })`,
      "const title = { title: 'Permisos actualizados' };",
      `throw new ApiException(409, ErrorCode.CONFLICT, reason ? \`Ya existe: \${reason}\` : 'Ya existe');`,
    ].join('\n');
    expect(spanishLiterals(source)).toEqual([
      { file: 'source', line: 1, text: 'Sesión no encontrada.' },
      { file: 'source', line: 2, text: 'Introduce entre 1 y 0 solicitudes.' },
      { file: 'source', line: 3, text: 'Permisos actualizados' },
      { file: 'source', line: 4, text: 'Ya existe: 0' },
      { file: 'source', line: 4, text: 'Ya existe' },
    ]);
  });

  it('skips comments and texts that only reach the logs', () => {
    const source = `
      // 'Sesión no encontrada.'
      /** ¿Por qué? Porque sí. */
      throw new Error('La pasarela se está deteniendo.');
      callback(new ConfigError(\`Falta la configuración: \${name}.\`));
      this.logger.warn(
        \`No se pudo revalidar \${count} sesiones.\`,
      );
      logger.log({ msg: 'Socket rechazado: el origen no está permitido.' });
      console.error('Algo falló.');
      class LookupError extends Error {
        constructor(status: number) {
          super(\`identity respondió \${status}\`);
        }
      }
      const sql = 'SELECT 1 FROM identity.users WHERE id = $1';
    `;
    expect(texts(source)).toEqual([]);
  });

  it('judges each literal, not its line: a logger call next to a user-facing text excuses nothing', () => {
    expect(
      texts("throw new ApiException(400, code, 'La petición no es válida.'); logger.warn('x');"),
    ).toEqual(['La petición no es válida.']);
  });
});

describe('scanSpanishLiterals', () => {
  it('reads every .ts file but tests, messages.ts and the skipped paths', () => {
    const root = mkdtempSync(join(tmpdir(), 'spanish-texts-'));
    try {
      mkdirSync(join(root, 'users/dto'), { recursive: true });
      mkdirSync(join(root, 'config'));
      const text = "export const TEXT = 'Usuario no encontrado.';\n";
      for (const file of [
        'users/dto/update.dto.ts',
        'users/users.test.ts',
        'messages.ts',
        'config/env.ts',
        'README.md',
      ]) {
        writeFileSync(join(root, file), text);
      }
      expect(scanSpanishLiterals(root, ['config/'])).toEqual({
        files: 1,
        found: [{ file: 'users/dto/update.dto.ts', line: 1, text: 'Usuario no encontrado.' }],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
