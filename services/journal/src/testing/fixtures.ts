import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/fixtures/journal/` beside the repository: real statements, read at run time, never copied in. */
export const JOURNAL_FIXTURES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/fixtures/journal',
);

export function fixture(path: string): Buffer {
  const file = resolve(JOURNAL_FIXTURES, path);
  if (!existsSync(file)) throw new Error(`Falta el fichero de prueba ${file} (../shared/fixtures/journal/)`);
  return readFileSync(file);
}

/** The totals each fixture states or that were computed from its rows (expected.json beside them). */
export function expectedTotals(): Record<
  string,
  { stated?: Record<string, unknown>; computed?: Record<string, unknown> }
> {
  return JSON.parse(fixture('expected.json').toString('utf8'));
}
