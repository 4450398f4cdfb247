import { ApiError } from '@pipcrafters/api-client';
import { AGENCY_REFUSED_CODE } from '@pipcrafters/contracts';

/** The tools' 422: the input asked for what the assistants refuse (signals, promised profits…), not a failure. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 422 && (error.code as string) === AGENCY_REFUSED_CODE;
}
