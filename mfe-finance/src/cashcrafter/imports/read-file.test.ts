import { CASH_LIMITS } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { decodeStatement, statementProblem } from './read-file';

describe('reading a statement', () => {
  it('reads UTF-8 and drops its byte-order mark', () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('Fecha;Concepto\n01/06/2025;Nómina'),
    ]);
    expect(decodeStatement(bytes)).toEqual({ text: 'Fecha;Concepto\n01/06/2025;Nómina', encoding: 'UTF-8' });
  });

  it('falls back to Windows-1252 (Latin-1) when the bytes are not UTF-8', () => {
    // "Nómina año" as a Spanish bank's Latin-1 export writes it (Node reads 0x80–0x9F as Latin-1 does, browsers as
    // Windows-1252: "€" is left out of the test).
    const bytes = new Uint8Array([0x4e, 0xf3, 0x6d, 0x69, 0x6e, 0x61, 0x20, 0x61, 0xf1, 0x6f]);
    expect(decodeStatement(bytes.buffer)).toEqual({ text: 'Nómina año', encoding: 'Windows-1252' });
  });

  it('refuses an empty file and one longer than the service reads', () => {
    expect(statementProblem('  \n')).toBe('El archivo está vacío.');
    expect(statementProblem('x'.repeat(CASH_LIMITS.importCharsMax + 1))).toMatch(/demasiado grande/);
    expect(statementProblem('Fecha;Importe\n')).toBeNull();
  });
});
