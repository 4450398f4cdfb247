import { ApiError } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';

/** The server's Spanish message, with the field messages of a refused form after it; a generic one otherwise. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return Messages.unknownError;
  const details = (error.details ?? []).filter((detail) => detail && detail !== error.message);
  return [error.message, ...details].join(' ');
}
