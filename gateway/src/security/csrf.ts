import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(request: CsrfRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A request whose credentials are a bearer token: a browser never attaches those on its own. */
export function isBearerAuthenticated(request: CsrfRequest): boolean {
  return /^Bearer\s+\S/i.test(header(request, 'authorization') ?? '');
}

/** Whether an `Origin` header names one of ours (a trailing slash is tolerated). */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(origin.replace(/\/+$/, ''));
}

/**
 * Whether a request may go on. Cookie-authenticated (or anonymous, e.g. login) writes must carry the custom
 * header (which a cross-site form cannot send without a CORS pre-flight, which the gateway never grants), must not
 * be marked cross-site by the browser, and, when they name an origin, it must be one of ours.
 */
export function csrfAllows(request: CsrfRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (isBearerAuthenticated(request)) return true;
  if (header(request, CSRF_HEADER) !== CSRF_HEADER_VALUE) return false;
  if (header(request, 'sec-fetch-site')?.toLowerCase() === 'cross-site') return false;
  const origin = header(request, 'origin');
  if (origin !== undefined && !isAllowedOrigin(origin, allowedOrigins)) return false;
  return true;
}
