import 'reflect-metadata';
import {
  ACCESS_COOKIE,
  type AccessTokenClaims,
  DEMO_ACCOUNTS,
  GATEWAY_IDENTITY_HEADER,
  type GatewayIdentityClaims,
  REFRESH_COOKIE,
} from '@pipcrafters/contracts';
import { parseSetCookies, TEST_PASSWORD } from '@pipcrafters/platform/src/testing/http-client';
import type { StackInfo } from '@pipcrafters/platform/src/testing/stack';
import { signGatewayIdentity } from '@pipcrafters/service-kit';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  text: string;
  body: T;
  /** Cookies the response set, by name (an empty value means the cookie was cleared). */
  cookies: Record<string, { value: string; attributes: string }>;
}

/** A signed-in caller as the gateway would describe it, plus the refresh cookie the browser would hold. */
export interface Session {
  identity: string;
  claims: AccessTokenClaims;
  refreshToken: string;
  userId: string;
}

/**
 * Calls the identity service directly, playing the gateway's part: every request carries an identity signed
 * with the internal secret (anonymous unless a session is given).
 */
export class IdentityApi {
  constructor(readonly stack: StackInfo) {}

  sign(claims: GatewayIdentityClaims, secret = this.stack.internalSecret): string {
    return signGatewayIdentity(claims, secret);
  }

  anonymous(): string {
    return this.sign({ roles: [] });
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      identity?: string | null;
      refreshToken?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const identity = options.identity === undefined ? this.anonymous() : options.identity;
    if (identity) headers[GATEWAY_IDENTITY_HEADER] = identity;
    if (options.refreshToken) headers.cookie = `${REFRESH_COOKIE}=${options.refreshToken}`;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.stack.identityUrl}${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    });
    const text = await response.text();
    const cookies: ApiResponse['cookies'] = parseSetCookies(response.headers);
    return { status: response.status, text, body: text ? JSON.parse(text) : {}, cookies };
  }

  /** The session a successful login/register/refresh response starts, as the gateway would forward it. */
  session(response: ApiResponse): Session {
    const access = response.cookies[ACCESS_COOKIE]?.value;
    const refreshToken = response.cookies[REFRESH_COOKIE]?.value;
    if (!access || !refreshToken)
      throw new Error(`La respuesta no abrió sesión: ${response.status} ${response.text}`);
    const claims = JSON.parse(
      Buffer.from(access.split('.')[1] ?? '', 'base64url').toString(),
    ) as AccessTokenClaims;
    const identity = this.sign({
      sub: claims.sub,
      email: claims.email,
      roles: claims.roles,
      status: claims.status,
      sid: claims.sid,
    });
    return { identity, claims, refreshToken, userId: claims.sub };
  }

  async login(email: string, password: string): Promise<Session> {
    return this.session(await this.call('POST', '/api/auth/login', { body: { email, password } }));
  }

  loginDemoAdmin(): Promise<Session> {
    return this.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  }

  async register(email: string, password = TEST_PASSWORD): Promise<Session> {
    const response = await this.call('POST', '/api/auth/register', {
      body: { firstName: 'Prueba', lastName: 'Integración', email, password },
    });
    return this.session(response);
  }

  /** A new ACTIVE user: registered, then approved by the demo admin. */
  async activeUser(email: string, password = TEST_PASSWORD): Promise<Session> {
    const pending = await this.register(email, password);
    const admin = await this.loginDemoAdmin();
    const approved = await this.call('POST', `/api/admin/requests/${pending.userId}/approve`, {
      identity: admin.identity,
    });
    if (approved.status !== 200) throw new Error(`No se pudo aprobar: ${approved.text}`);
    return this.login(email, password);
  }
}
