import { CASH_LIMITS } from '@pipcrafters/contracts';

export interface DecodedStatement {
  text: string;
  /** How the bytes were read: banks still export Windows-1252 (Latin-1) as often as UTF-8. */
  encoding: 'UTF-8' | 'Windows-1252';
}

/**
 * A bank statement's bytes as text: UTF-8 when they are valid UTF-8 (its byte-order mark dropped), else
 * Windows-1252, the superset of Latin-1 that Spanish banks' exports use ("Nómina" either way).
 */
export function decodeStatement(bytes: ArrayBuffer | Uint8Array): DecodedStatement {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(view),
      encoding: 'UTF-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(view), encoding: 'Windows-1252' };
  }
}

/** Why a statement cannot be sent (empty, or longer than the service reads), or null. */
export function statementProblem(text: string): string | null {
  if (!text.trim()) return 'El archivo está vacío.';
  if (text.length > CASH_LIMITS.importCharsMax)
    return 'El archivo es demasiado grande: divide el extracto en periodos más cortos (hasta unos 2 MB cada uno).';
  return null;
}
