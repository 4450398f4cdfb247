import { ApiError } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';

/** The server's Spanish message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : Messages.unknownError;
}

/** An unknown module or lesson id: the server's 404, shown as a not-found state rather than a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
