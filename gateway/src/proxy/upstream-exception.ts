import type { ServerResponse } from 'node:http';
import { ApiException } from '@pipcrafters/service-kit';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, upstreamErrorToApiError } from './upstream-errors';

/** The exception to answer with when a service could not be reached; sets Retry-After when it is down. */
export function upstreamException(error: unknown, response: ServerResponse): ApiException {
  const body = upstreamErrorToApiError(error);
  if (body.statusCode === 503 && !response.headersSent) {
    response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  }
  return new ApiException(body.statusCode, body.code, body.message);
}
