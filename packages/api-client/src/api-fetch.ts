import {
  ACCOUNT_BLOCK_CODES,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ErrorCode,
  Messages,
} from '@pipcrafters/contracts';
import { ApiError, NETWORK_ERROR } from './api-error';
import { sessionExpiringSoon } from './session-expiry';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

type SessionExpiredListener = () => void;
type AccountBlockedListener = (code: ErrorCode, message: string) => void;

const REFRESH_PATH = '/api/auth/refresh';
/** Calls whose 401/403 is the answer itself (wrong password, refused sign-up), never a stale session. */
const CREDENTIAL_PATHS = ['/api/auth/login', '/api/auth/register', REFRESH_PATH, '/api/auth/logout'];

const sessionExpiredListeners = new Set<SessionExpiredListener>();
const accountBlockedListeners = new Set<AccountBlockedListener>();
let refreshInFlight: Promise<boolean> | null = null;
/** How far the server's clock is ahead of this browser's (from the Date header), so expiry checks use its time. */
let serverClockOffsetMs = 0;

function learnServerClock(response: Response): void {
  const serverNow = Date.parse(response.headers?.get('date') ?? '');
  if (Number.isFinite(serverNow)) serverClockOffsetMs = serverNow - Date.now();
}

/** Called when a request got 401 and the refresh token could not renew the session. Returns an unsubscribe. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** Called on 403 ACCOUNT_PENDING / ACCOUNT_REJECTED / ACCOUNT_SUSPENDED. Returns an unsubscribe. */
export function onAccountBlocked(listener: AccountBlockedListener): () => void {
  accountBlockedListeners.add(listener);
  return () => accountBlockedListeners.delete(listener);
}

function isCredentialPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return CREDENTIAL_PATHS.includes(pathname);
}

function fallbackMessage(status: number): string {
  if (status === 502) return Messages.badGateway;
  if (status === 503) return Messages.serviceUnavailable;
  if (status === 504) return Messages.gatewayTimeout;
  return `Error del servidor: ${status}`;
}

async function send(path: string, options: ApiFetchOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    learnServerClock(response);
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR, Messages.networkError);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads to its end an answer nobody will use. API answers are `no-store`, so the browser's cache does not read them
 * either, and an unread body keeps its request open (and its connection busy) until it is garbage-collected.
 */
async function discard(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/** One refresh for every caller that needs it at the same moment (refresh tokens rotate on use). */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= send(REFRESH_PATH, { method: 'POST' })
    .then(async (response) => {
      await discard(response);
      return response.ok;
    })
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * Same-origin JSON call to the gateway with cookie credentials. Throws ApiError with the server's message.
 * A session about to expire is refreshed first (a failed refresh is left to the 401 path). A 401 is retried
 * once after refreshing the session; if that fails the session-expired listeners are told.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  if (
    !isCredentialPath(path) &&
    sessionExpiringSoon(globalThis.document?.cookie ?? '', Date.now() + serverClockOffsetMs)
  ) {
    await refreshSession();
  }
  let response = await send(path, options);

  if (response.status === 401 && !isCredentialPath(path)) {
    if (await refreshSession()) {
      await discard(response);
      response = await send(path, options);
    }
    if (response.status === 401) for (const listener of sessionExpiredListeners) listener();
  }

  if (response.ok) return (await readJson(response)) as T;

  const body = await readJson(response);
  const error = ApiError.fromBody(
    response.status,
    body && typeof body === 'object' ? body : {},
    fallbackMessage(response.status),
  );
  if (
    response.status === 403 &&
    !isCredentialPath(path) &&
    ACCOUNT_BLOCK_CODES.includes(error.code as ErrorCode)
  ) {
    for (const listener of accountBlockedListeners) listener(error.code as ErrorCode, error.message);
  }
  throw error;
}
