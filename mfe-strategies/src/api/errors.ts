import { ApiError, NETWORK_ERROR, NO_TOKEN, NO_TOKEN_MESSAGE } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';

/** The spec's general messages, word for word: one per thing that failed. */
export const StrategyMessages = {
  loadList: 'Error al cargar estrategias',
  load: 'Error al cargar estrategia',
  create: 'Error al crear estrategia',
  update: 'Error al actualizar estrategia',
  remove: 'Error al eliminar estrategia',
} as const;

/**
 * What went wrong, shown under the general message: "No se encontró token de autenticación" without a token,
 * "Sesión expirada. Por favor, inicia sesión nuevamente" on a 401, "Error de red" when the server was never reached,
 * otherwise "Error {status}: {text}" with the server's text.
 */
export function strategyErrorDetail(error: unknown): string {
  if (!(error instanceof ApiError)) return Messages.unknownError;
  if (error.code === NO_TOKEN) return NO_TOKEN_MESSAGE;
  if (error.status === 401) return Messages.sessionExpired;
  if (error.code === NETWORK_ERROR || error.status === 0) return error.message || Messages.networkError;
  return `Error ${error.status}: ${error.message}`;
}

/** The field-level messages of a validation failure, other than the one already shown. */
export function strategyErrorDetails(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  return error.details.filter((detail) => detail && detail !== error.message);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A message of the journal's cookie API (its own Spanish text). */
export function journalErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : Messages.unknownError;
}
