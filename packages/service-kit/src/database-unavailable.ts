/** Seconds a client is asked to wait (`Retry-After`) before trying again while a service cannot answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** How long a query waits for a new connection before it fails (and the request answers 503, not a hang). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;

/** The socket never reached PostgreSQL, or lost it. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now (shutting down, starting up, recovering) and too_many_connections; class 08 (connection
 * exceptions) is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection ends, times out or is unusable (they carry no code). */
const CONNECTION_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /^Connection ended/i,
];

function isUnavailable(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database cannot be reached right now (refused, dropped, shutting down, out of
 * connections, a connection that timed out), rather than a fault of the request or of the code. Looks through
 * TypeORM's `driverError`, `cause` and the `errors` of an AggregateError (a refused connection to every address).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 16; seen += 1) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    if (isUnavailable(current)) return true;
    const { driverError, cause, errors } = current as {
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    pending.push(driverError, cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}
