import { ApiError } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';

/** The server's Spanish message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : Messages.unknownError;
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
