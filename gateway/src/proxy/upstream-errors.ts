import { type ApiErrorBody, ErrorCode, Messages } from '@pipcrafters/contracts';

/** Seconds a client should wait before retrying when a service is down: the same as a service tells. */
export { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@pipcrafters/service-kit';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps a failure to reach a service (before it answered) to the gateway's answer. */
export function upstreamErrorToApiError(error: unknown): ApiErrorBody {
  const code = errorCode(error);
  if (code && TIMEOUT_CODES.has(code)) {
    return { statusCode: 504, message: Messages.gatewayTimeout, code: ErrorCode.GATEWAY_TIMEOUT };
  }
  if (code && UNAVAILABLE_CODES.has(code)) {
    return { statusCode: 503, message: Messages.serviceUnavailable, code: ErrorCode.SERVICE_UNAVAILABLE };
  }
  return { statusCode: 502, message: Messages.badGateway, code: ErrorCode.BAD_GATEWAY };
}
