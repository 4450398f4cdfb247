import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  apiFetchWithHeaders,
  bearerFetch,
  bearerUpload,
  forgetAccessToken,
  NO_TOKEN,
  NO_TOKEN_MESSAGE,
  onAccountBlocked,
  onSessionExpired,
} from './index';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Headers the client passed to fetch for call number `index`. */
function headersOf(index: number): Record<string, string> {
  return (fetchMock.mock.calls[index]?.[1]?.headers ?? {}) as Record<string, string>;
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn<Handler>>;

beforeEach(() => {
  fetchMock = vi.fn<Handler>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The cookies scripts see, as a browser's `document.cookie` would show them. */
function browserCookies(cookie: string): void {
  vi.stubGlobal('document', { cookie });
}

const inSeconds = (seconds: number) => `pc_session=${Math.floor(Date.now() / 1000) + seconds}`;

describe('apiFetch', () => {
  it('sends same-origin JSON with cookie credentials and parses the reply', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: { id: '1' } }));

    const result = await apiFetch<{ user: { id: string } }>('/api/user');

    expect(result).toEqual({ user: { id: '1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(headersOf(0)[CSRF_HEADER]).toBeUndefined();
  });

  it('adds the CSRF header and a JSON body on state-changing requests', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { ok: true }));

    await apiFetch('/api/admin/requests/7/reject', { method: 'POST', body: { reason: 'Duplicada' } });

    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ reason: 'Duplicada' }));
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('turns an error body into an ApiError with status, code, message and details', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Datos no válidos',
        details: ['La contraseña es demasiado corta'],
      }),
    );

    const error = await apiFetch('/api/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Datos no válidos',
      details: ['La contraseña es demasiado corta'],
    });
  });

  it('uses a Spanish fallback message when the body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 500 }));
    await expect(apiFetch('/api/user')).rejects.toMatchObject({
      status: 500,
      message: 'Error del servidor: 500',
    });
  });

  it('reports "Error de red" when the request never reaches the server', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/user')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Error de red',
    });
  });

  it('refreshes once on 401 and retries the original request', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(json(200, { accessToken: 't', expiresIn: 900 }))
      .mockResolvedValueOnce(json(200, { user: { id: '1' } }));

    await expect(apiFetch('/api/user')).resolves.toEqual({ user: { id: '1' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user', '/api/auth/refresh', '/api/user']);
    const refreshInit = fetchMock.mock.calls[1]?.[1];
    expect(refreshInit?.method).toBe('POST');
    expect(headersOf(1)[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
  });

  it('reads to their end the answers it does not return (the refresh, the 401 it retries)', async () => {
    const refused = json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' });
    const refreshed = json(200, { accessToken: 't', expiresIn: 900 });
    fetchMock
      .mockResolvedValueOnce(refused)
      .mockResolvedValueOnce(refreshed)
      .mockResolvedValueOnce(json(200, { user: { id: '1' } }));

    await apiFetch('/api/user');
    expect(refused.bodyUsed).toBe(true);
    expect(refreshed.bodyUsed).toBe(true);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshes = 0;
    const seen = new Set<string>();
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { accessToken: 't', expiresIn: 900 });
      }
      if (!seen.has(url)) {
        seen.add(url);
        return json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' });
      }
      return json(200, { url });
    });

    const results = await Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);

    expect(refreshes).toBe(1);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
  });

  it('notifies session-expired listeners when the refresh fails', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    fetchMock
      .mockResolvedValueOnce(
        json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'No autenticado' }),
      )
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'REFRESH_INVALID', message: 'x' }));

    await expect(apiFetch('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('never refreshes for a failed login', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    fetchMock.mockResolvedValueOnce(
      json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Credenciales inválidas' }),
    );

    await expect(apiFetch('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Credenciales inválidas',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(expired).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('notifies account-blocked listeners on 403 with an account code', async () => {
    const blocked = vi.fn();
    const unsubscribe = onAccountBlocked(blocked);
    fetchMock.mockResolvedValueOnce(
      json(403, { statusCode: 403, code: 'ACCOUNT_SUSPENDED', message: 'Tu cuenta está suspendida.' }),
    );

    await expect(apiFetch('/api/user')).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(blocked).toHaveBeenCalledWith('ACCOUNT_SUSPENDED', 'Tu cuenta está suspendida.');
    unsubscribe();
  });

  it('does not treat ADMIN_REQUIRED as a blocked account', async () => {
    const blocked = vi.fn();
    const unsubscribe = onAccountBlocked(blocked);
    fetchMock.mockResolvedValueOnce(json(403, { statusCode: 403, code: 'ADMIN_REQUIRED', message: 'x' }));

    await expect(apiFetch('/api/admin/users')).rejects.toMatchObject({ code: 'ADMIN_REQUIRED' });
    expect(blocked).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('apiFetchWithHeaders', () => {
  it('answers the parsed body with the headers of the reply', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([{ id: 'p1' }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'abc.123' },
      }),
    );

    const { data, headers } = await apiFetchWithHeaders<{ id: string }[]>('/api/community/posts?sort=new');

    expect(data).toEqual([{ id: 'p1' }]);
    expect(headers.get('x-next-cursor')).toBe('abc.123');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('answers the headers of the retried request after refreshing on 401', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(json(200, { accessToken: 't', expiresIn: 900 }))
      .mockResolvedValueOnce(
        new Response('[]', {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'c2' },
        }),
      );

    const { data, headers } = await apiFetchWithHeaders<unknown[]>('/api/community/posts');

    expect(data).toEqual([]);
    expect(headers.get('x-next-cursor')).toBe('c2');
  });

  it('throws the same errors as apiFetch', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Post no encontrado' }),
    );
    await expect(apiFetchWithHeaders('/api/community/posts/x')).rejects.toMatchObject({
      status: 404,
      message: 'Post no encontrado',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetchWithHeaders('/api/community/posts')).rejects.toMatchObject({
      status: 0,
      message: 'Error de red',
    });
  });
});

describe('apiFetch before the access token expires', () => {
  function answerEverything(): { urls: () => unknown[] } {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, { accessToken: 't', expiresIn: 900 });
      }
      return json(200, { url });
    });
    return { urls: () => fetchMock.mock.calls.map(([url]) => url) };
  }

  it('refreshes first when the session expires within 5 minutes', async () => {
    browserCookies(`tema=oscuro; ${inSeconds(120)}`);
    const calls = answerEverything();

    await expect(apiFetch('/api/user')).resolves.toEqual({ url: '/api/user' });
    expect(calls.urls()).toEqual(['/api/auth/refresh', '/api/user']);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('refreshes first when the expiry cannot be decoded', async () => {
    browserCookies('pc_session=no-es-un-numero');
    const calls = answerEverything();

    await apiFetch('/api/user');
    expect(calls.urls()).toEqual(['/api/auth/refresh', '/api/user']);
  });

  it("judges expiry by the server's clock, not a browser clock that runs slow", async () => {
    const serverAhead = 20 * 60;
    const withServerDate = (offsetSeconds: number) =>
      new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          Date: new Date(Date.now() + offsetSeconds * 1000).toUTCString(),
        },
      });
    browserCookies('tema=oscuro');
    fetchMock.mockResolvedValueOnce(withServerDate(serverAhead));
    await apiFetch('/api/user');

    // Two minutes left by the server's clock, twenty-two by the browser's.
    browserCookies(inSeconds(serverAhead + 120));
    fetchMock.mockImplementation(async () => withServerDate(0));
    await apiFetch('/api/user');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user', '/api/auth/refresh', '/api/user']);
  });

  it('does not refresh a session far from expiry', async () => {
    browserCookies(inSeconds(600));
    const calls = answerEverything();

    await apiFetch('/api/user');
    expect(calls.urls()).toEqual(['/api/user']);
  });

  it('does not refresh without the session cookie', async () => {
    browserCookies('tema=oscuro');
    const calls = answerEverything();

    await apiFetch('/api/user');
    expect(calls.urls()).toEqual(['/api/user']);
  });

  it('never refreshes ahead of the auth endpoints', async () => {
    browserCookies(inSeconds(10));
    const calls = answerEverything();

    await apiFetch('/api/auth/login', { method: 'POST', body: {} });
    await apiFetch('/api/auth/logout', { method: 'POST' });
    expect(calls.urls()).toEqual(['/api/auth/login', '/api/auth/logout']);
  });

  it('shares one refresh between concurrent calls', async () => {
    browserCookies(inSeconds(60));
    const calls = answerEverything();

    const results = await Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);

    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(calls.urls().filter((url) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.urls()[0]).toBe('/api/auth/refresh');
  });

  it('goes on with the call when the refresh fails, leaving the 401 path to report it', async () => {
    browserCookies(inSeconds(30));
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    fetchMock.mockImplementation(async (url) =>
      url === '/api/auth/refresh'
        ? json(401, { statusCode: 401, code: 'REFRESH_INVALID', message: 'x' })
        : json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'No autenticado' }),
    );

    await expect(apiFetch('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/refresh',
      '/api/user',
      '/api/auth/refresh',
    ]);
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('goes on with the call when the refresh cannot reach the server', async () => {
    browserCookies(inSeconds(30));
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { user: { id: '1' } }));

    await expect(apiFetch('/api/user')).resolves.toEqual({ user: { id: '1' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh', '/api/user']);
  });
});

describe('bearerFetch', () => {
  const refreshed = (token: string, expiresIn = 900) => json(200, { accessToken: token, expiresIn });
  const urls = () => fetchMock.mock.calls.map(([url]) => url);

  beforeEach(() => {
    forgetAccessToken();
  });

  it('sends the token from POST /api/auth/refresh as the bearer header, with no cookies', async () => {
    fetchMock.mockResolvedValueOnce(refreshed('token-1')).mockResolvedValueOnce(json(200, [{ id: 's1' }]));

    await expect(bearerFetch('/api/strategies')).resolves.toEqual([{ id: 's1' }]);

    expect(urls()).toEqual(['/api/auth/refresh', '/api/strategies']);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.credentials).toBe('omit');
    expect(init?.method).toBe('GET');
    expect(headersOf(1).Authorization).toBe('Bearer token-1');
    expect(headersOf(1)[CSRF_HEADER]).toBeUndefined();
    expect(headersOf(1)['Content-Type']).toBeUndefined();
  });

  it('keeps the token in memory for the next calls while it is far from expiry', async () => {
    fetchMock
      .mockResolvedValueOnce(refreshed('token-1'))
      .mockResolvedValueOnce(json(200, []))
      .mockResolvedValueOnce(json(200, { id: 's1' }));

    await bearerFetch('/api/strategies');
    await bearerFetch('/api/strategies/s1');

    expect(urls()).toEqual(['/api/auth/refresh', '/api/strategies', '/api/strategies/s1']);
    expect(headersOf(2).Authorization).toBe('Bearer token-1');
  });

  it('takes a fresh token when the one in memory expires within 5 minutes', async () => {
    fetchMock
      .mockResolvedValueOnce(refreshed('token-1', 120))
      .mockResolvedValueOnce(json(200, []))
      .mockResolvedValueOnce(refreshed('token-2'))
      .mockResolvedValueOnce(json(200, []));

    await bearerFetch('/api/strategies');
    await bearerFetch('/api/strategies');

    expect(urls()).toEqual(['/api/auth/refresh', '/api/strategies', '/api/auth/refresh', '/api/strategies']);
    expect(headersOf(3).Authorization).toBe('Bearer token-2');
  });

  it('sends a JSON body with its Content-Type and the method asked for', async () => {
    fetchMock.mockResolvedValueOnce(refreshed('token-1')).mockResolvedValueOnce(json(200, { id: 's1' }));

    await bearerFetch('/api/strategies/s1', { method: 'PATCH', body: { status: 'retirada' } });

    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe(JSON.stringify({ status: 'retirada' }));
    expect(headersOf(1)['Content-Type']).toBe('application/json');
  });

  it('shares one refresh between concurrent calls', async () => {
    let refreshes = 0;
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return refreshed('token-1');
      }
      return json(200, { url });
    });

    const results = await Promise.all([
      bearerFetch('/api/strategies'),
      bearerFetch('/api/strategies/templates'),
      bearerFetch('/api/strategies/s1'),
    ]);

    expect(refreshes).toBe(1);
    expect(results).toEqual([
      { url: '/api/strategies' },
      { url: '/api/strategies/templates' },
      { url: '/api/strategies/s1' },
    ]);
    for (const index of [1, 2, 3]) expect(headersOf(index).Authorization).toBe('Bearer token-1');
  });

  it('on 401 forgets the token, refreshes and retries once with the new one', async () => {
    const refused = json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x', error: 'x' });
    fetchMock
      .mockResolvedValueOnce(refreshed('token-1'))
      .mockResolvedValueOnce(refused)
      .mockResolvedValueOnce(refreshed('token-2'))
      .mockResolvedValueOnce(json(200, [{ id: 's1' }]));

    await expect(bearerFetch('/api/strategies')).resolves.toEqual([{ id: 's1' }]);

    expect(urls()).toEqual(['/api/auth/refresh', '/api/strategies', '/api/auth/refresh', '/api/strategies']);
    expect(headersOf(1).Authorization).toBe('Bearer token-1');
    expect(headersOf(3).Authorization).toBe('Bearer token-2');
    expect(refused.bodyUsed).toBe(true);
  });

  it('reports the expired session when even the fresh token is refused', async () => {
    const unauthorized = () =>
      json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x', error: 'x' });
    fetchMock
      .mockResolvedValueOnce(refreshed('token-1'))
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(refreshed('token-2'))
      .mockResolvedValueOnce(unauthorized());

    await expect(bearerFetch('/api/strategies')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Sesión expirada. Por favor, inicia sesión nuevamente',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('reports the expired session when the refresh after a 401 fails', async () => {
    fetchMock
      .mockResolvedValueOnce(refreshed('token-1'))
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'REFRESH_INVALID', message: 'x' }));

    await expect(bearerFetch('/api/strategies')).rejects.toMatchObject({
      status: 401,
      message: 'Sesión expirada. Por favor, inicia sesión nuevamente',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('throws NO_TOKEN, without calling the API, when no token can be had', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, code: 'REFRESH_INVALID', message: 'x' }));

    const error = await bearerFetch('/api/strategies').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: NO_TOKEN,
      message: 'No se encontró token de autenticación',
    });
    expect(NO_TOKEN_MESSAGE).toBe('No se encontró token de autenticación');
    expect(urls()).toEqual(['/api/auth/refresh']);
  });

  it('throws NO_TOKEN when the refresh answers without a token or cannot reach the server', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await expect(bearerFetch('/api/strategies')).rejects.toMatchObject({ code: NO_TOKEN });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(bearerFetch('/api/strategies')).rejects.toMatchObject({ code: NO_TOKEN });
  });

  it("carries the status and the body's `error` text of any other failure", async () => {
    fetchMock.mockResolvedValueOnce(refreshed('token-1')).mockResolvedValueOnce(
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Datos no válidos',
        error: 'El nombre es obligatorio',
        details: ['name: El nombre es obligatorio'],
      }),
    );

    await expect(bearerFetch('/api/strategies', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'El nombre es obligatorio',
      details: ['name: El nombre es obligatorio'],
    });
  });

  it('falls back to `message`, then to the status text, when the body has no `error`', async () => {
    fetchMock
      .mockResolvedValueOnce(refreshed('token-1'))
      .mockResolvedValueOnce(
        json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Estrategia no encontrada' }),
      )
      .mockResolvedValueOnce(new Response('<html>', { status: 500, statusText: 'Internal Server Error' }));

    await expect(bearerFetch('/api/strategies/x')).rejects.toMatchObject({
      status: 404,
      message: 'Estrategia no encontrada',
    });
    await expect(bearerFetch('/api/strategies/x')).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal Server Error',
    });
  });

  it('reports "Error de red" when the API cannot be reached', async () => {
    fetchMock
      .mockResolvedValueOnce(refreshed('token-1'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(bearerFetch('/api/strategies')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Error de red',
    });
  });
});

describe('bearerUpload', () => {
  beforeEach(() => {
    forgetAccessToken();
  });

  it('posts the form with the bearer token, no cookies, and lets the browser write the Content-Type', async () => {
    const form = new FormData();
    form.set('file', new Blob(['png'], { type: 'image/png' }), 'grafico.png');
    fetchMock
      .mockResolvedValueOnce(json(200, { accessToken: 'token-1', expiresIn: 900 }))
      .mockResolvedValueOnce(json(201, { id: 'sc1' }));

    await expect(bearerUpload('/api/strategies/s1/screenshots', form)).resolves.toEqual({ id: 'sc1' });

    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.credentials).toBe('omit');
    expect(headersOf(1).Authorization).toBe('Bearer token-1');
    expect(headersOf(1)['Content-Type']).toBeUndefined();
  });

  it('retries the same form after a 401 with a fresh token', async () => {
    const form = new FormData();
    form.set('file', new Blob(['png'], { type: 'image/png' }), 'grafico.png');
    fetchMock
      .mockResolvedValueOnce(json(200, { accessToken: 'token-1', expiresIn: 900 }))
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'token-2', expiresIn: 900 }))
      .mockResolvedValueOnce(
        json(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'x', error: 'Demasiado grande' }),
      );

    await expect(bearerUpload('/api/strategies/s1/screenshots', form)).rejects.toMatchObject({
      status: 413,
      message: 'Demasiado grande',
    });
    expect(fetchMock.mock.calls[3]?.[1]?.body).toBe(form);
    expect(headersOf(3).Authorization).toBe('Bearer token-2');
  });
});
