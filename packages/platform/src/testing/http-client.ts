import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';

/**
 * The one HTTP client of the tests (integration, browser specs' API calls, the benchmark): speaks to the platform
 * like a browser (its own cookie jar, the anti-CSRF header on writes, JSON bodies). Node's fetch, no framework.
 */

/** The password every test account is created with (it meets the shared policy and contains no e-mail name). */
export const TEST_PASSWORD = 'Prueba-Segura-2026';

let counter = 0;
/** A unique e-mail for one test, so tests never share users. */
export function uniqueEmail(prefix = 'prueba'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

export interface SetCookie {
  value: string;
  /** Everything after the value (`Path=/; HttpOnly; …`). */
  attributes: string;
  /** The response cleared the cookie (empty value, Max-Age=0 or an expiry in 1970). */
  cleared: boolean;
}

/** The cookies a response sets, by name. */
export function parseSetCookies(headers: Headers): Record<string, SetCookie> {
  const cookies: Record<string, SetCookie> = {};
  for (const cookie of headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const cleared =
      value === '' ||
      attributes.some((attribute) => /max-age=0\b|expires=thu, 01 jan 1970/i.test(attribute.trim()));
    cookies[name] = { value, attributes: attributes.join(';').trim(), cleared };
  }
  return cookies;
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  /** The parsed JSON body ({} when empty, the raw text under `text` either way). */
  body: T;
  text: string;
  headers: Headers;
  cookies: Record<string, SetCookie>;
}

export class HttpClient {
  readonly cookies = new Map<string, string>();

  /** `send` replaces the global fetch (e.g. undici's with an Agent bound to another loopback address). */
  constructor(
    readonly baseUrl: string,
    private readonly send: typeof fetch = fetch,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const finalHeaders: Record<string, string> = { ...headers };
    if (this.cookies.size > 0 && !finalHeaders.cookie) finalHeaders.cookie = this.cookieHeader();
    if (method !== 'GET' && method !== 'HEAD' && !(CSRF_HEADER in finalHeaders))
      finalHeaders[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (body !== undefined && !finalHeaders['content-type'])
      finalHeaders['content-type'] = 'application/json';
    const response = await this.send(`${this.baseUrl}${path}`, {
      method,
      headers: finalHeaders,
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof Uint8Array
              ? new Uint8Array(body)
              : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const [name, cookie] of Object.entries(parseSetCookies(response.headers))) {
      if (cookie.cleared) this.cookies.delete(name);
      else this.cookies.set(name, cookie.value);
    }
    return response;
  }

  /** The same request, read whole: status, parsed body, headers and the cookies it set. */
  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonResponse<T>> {
    const response = await this.request(method, path, body, headers);
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    return {
      status: response.status,
      body: parsed as T,
      text,
      headers: response.headers,
      cookies: parseSetCookies(response.headers),
    };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  patch(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', path, body, headers);
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers);
  }

  /** Signs in through /api/auth/login; throws with the answer when it is not a 200. */
  async signIn(account: { email: string; password: string }): Promise<{ id: string; email: string }> {
    const response = await this.json<{ user: { id: string; email: string } }>('POST', '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    if (response.status !== 200) {
      throw new Error(`Inicio de sesión de ${account.email}: ${response.status} ${response.text}`);
    }
    return response.body.user;
  }
}
