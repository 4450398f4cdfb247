import {
  ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS,
  ACCOUNT_BLOCK_CODES,
  type ApiErrorBody,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ErrorCode,
  Messages,
  type RefreshResponse,
} from '@pipcrafters/contracts';
import { ApiError, NETWORK_ERROR, NO_TOKEN } from './api-error';
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

/**
 * The access token of the last refresh, in this module's memory only (never localStorage, where a script injected
 * into any remote could read it): bearer-only APIs (strategies) send it. The module is a federation singleton, so
 * the shell and every remote share this one copy and this one refresh.
 */
let accessToken: { token: string; expiresAt: number } | null = null;

/** One refresh for every caller that needs it at the same moment (refresh tokens rotate on use). */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= send(REFRESH_PATH, { method: 'POST' })
    .then(async (response) => {
      const body = response.ok ? await readJson(response) : await discard(response);
      const refreshed = body as Partial<RefreshResponse> | undefined;
      accessToken =
        response.ok && typeof refreshed?.accessToken === 'string'
          ? {
              token: refreshed.accessToken,
              expiresAt: Date.now() + Math.max(0, Number(refreshed.expiresIn ?? 0)) * 1000,
            }
          : null;
      return response.ok;
    })
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** A reply's parsed body with its headers (a list's next-page cursor travels in one). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * Same-origin JSON call to the gateway with cookie credentials. Throws ApiError with the server's message.
 * A session about to expire is refreshed first (a failed refresh is left to the 401 path). A 401 is retried
 * once after refreshing the session; if that fails the session-expired listeners are told.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** apiFetch, also answering the reply's headers (`x-next-cursor` of a keyset-paged list, say). */
export async function apiFetchWithHeaders<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<ApiResponse<T>> {
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

  if (response.ok) return { data: (await readJson(response)) as T, headers: response.headers };

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

/** No access token could be had (signed out, or the refresh failed): the spec's message. */
export const NO_TOKEN_MESSAGE = 'No se encontró token de autenticación';

/** Forgets the in-memory access token (on sign-out). */
export function forgetAccessToken(): void {
  accessToken = null;
}

/**
 * The access token for a bearer call: the one in memory while it has more than the refresh threshold left,
 * otherwise a fresh one from POST /api/auth/refresh (shared with every other caller refreshing at that moment).
 */
export async function currentAccessToken(): Promise<string | null> {
  const threshold = ACCESS_TOKEN_REFRESH_THRESHOLD_SECONDS * 1000;
  if (accessToken && accessToken.expiresAt - Date.now() > threshold) return accessToken.token;
  await refreshSession();
  return accessToken?.token ?? null;
}

/** One request to a bearer-only API: its body as `fetch` takes it, and the Content-Type to say, if any. */
interface BearerRequest {
  method: NonNullable<ApiFetchOptions['method']>;
  body?: BodyInit;
  contentType?: string;
  signal?: AbortSignal;
}

/**
 * Sends a request to a bearer-only API with `Authorization: Bearer <access token>` and no cookies; a 401 forgets the
 * token, takes a fresh one and tries once more. Throws ApiError: NO_TOKEN when no token can be had; 401 with
 * "Sesión expirada. Por favor, inicia sesión nuevamente" when even a fresh token is refused; otherwise the
 * server's status and message (the body's `error`, or `message`).
 */
async function bearerRequest<T>(path: string, request: BearerRequest): Promise<T> {
  const call = async (token: string) => {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (request.contentType) headers['Content-Type'] = request.contentType;
    try {
      return await fetch(path, {
        method: request.method,
        headers,
        credentials: 'omit',
        body: request.body,
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR, Messages.networkError);
    }
  };
  let token = await currentAccessToken();
  if (!token) throw new ApiError(0, NO_TOKEN, NO_TOKEN_MESSAGE);
  let response = await call(token);
  if (response.status === 401) {
    await discard(response);
    accessToken = null;
    token = await currentAccessToken();
    if (!token) throw new ApiError(401, 'UNAUTHENTICATED', Messages.sessionExpired);
    response = await call(token);
    if (response.status === 401) {
      await discard(response);
      throw new ApiError(401, 'UNAUTHENTICATED', Messages.sessionExpired);
    }
  }
  if (response.ok) return (await readJson(response)) as T;
  const body = (await readJson(response)) as (Partial<ApiErrorBody> & { error?: unknown }) | undefined;
  const text =
    typeof body?.error === 'string' && body.error
      ? body.error
      : typeof body?.message === 'string' && body.message
        ? body.message
        : response.statusText || fallbackMessage(response.status);
  throw new ApiError(
    response.status,
    (body?.code as ErrorCode | undefined) ?? 'INTERNAL_ERROR',
    text,
    body?.details,
  );
}

/**
 * A JSON call to a bearer-only API (`/api/strategies`): `Authorization: Bearer <access token>` and no cookies.
 * Throws ApiError: NO_TOKEN ("No se encontró token de autenticación") when no token can be had; 401 with
 * "Sesión expirada. Por favor, inicia sesión nuevamente" when even a fresh token is refused; otherwise the
 * server's status and message (the body's `error`, or `message`).
 */
export function bearerFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return bearerRequest<T>(path, {
    method: options.method ?? 'GET',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    contentType: options.body === undefined ? undefined : 'application/json',
    signal: options.signal,
  });
}

/**
 * A multipart POST to a bearer-only API (an image to `/api/strategies/{id}/screenshots`), with bearerFetch's token,
 * retry and errors. The browser writes the Content-Type itself, with the form's boundary.
 */
export function bearerUpload<T>(
  path: string,
  form: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return bearerRequest<T>(path, { method: 'POST', body: form, signal: options.signal });
}
