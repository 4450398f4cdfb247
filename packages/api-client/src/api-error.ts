import type { ApiErrorBody, ErrorCode } from '@pipcrafters/contracts';

/** Code of a request that never reached the server (offline, DNS, connection refused). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** Code of a bearer call made without any access token to send (signed out, or the refresh failed). */
export const NO_TOKEN = 'NO_TOKEN';
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR | typeof NO_TOKEN;

/** A failed API call, carrying the server's Spanish message and machine-readable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: string[] | undefined;
  /** The error's whole body, for the fields an endpoint adds to it (an agency refusal's `explanation`). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    details?: string[],
    body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.body = body;
  }

  static fromBody(status: number, body: Partial<ApiErrorBody>, fallbackMessage: string): ApiError {
    const message = typeof body.message === 'string' && body.message ? body.message : fallbackMessage;
    const code = typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR';
    const details = Array.isArray(body.details)
      ? body.details.filter((d) => typeof d === 'string')
      : undefined;
    return new ApiError(status, code, message, details, body as Record<string, unknown>);
  }
}
