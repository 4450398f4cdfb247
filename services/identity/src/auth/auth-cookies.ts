import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_EXPIRY_COOKIE,
} from '@pipcrafters/contracts';
import type { CookieOptions, Response } from 'express';
import { IdentityEnv } from '../config/identity-env';

/**
 * The session cookies: the access and refresh tokens, both httpOnly (the refresh one is only ever sent to
 * /api/auth), and beside the access cookie a script-readable one holding only its expiry (the JWT's `exp`).
 */
@Injectable()
export class AuthCookies {
  private readonly access: CookieOptions;
  private readonly expiry: CookieOptions;
  private readonly refresh: CookieOptions;

  constructor(
    config: IdentityEnv,
    private readonly jwt: JwtService,
  ) {
    const secure = config.secureCookies;
    this.access = { httpOnly: true, secure, sameSite: 'lax', path: '/' };
    this.expiry = { ...this.access, httpOnly: false };
    this.refresh = { httpOnly: true, secure, sameSite: 'strict', path: REFRESH_COOKIE_PATH };
  }

  set(response: Response, accessToken: string, refreshToken: string): void {
    const maxAge = ACCESS_TOKEN_TTL_SECONDS * 1000;
    const { exp } = this.jwt.decode<{ exp: number }>(accessToken);
    response.cookie(ACCESS_COOKIE, accessToken, { ...this.access, maxAge });
    response.cookie(SESSION_EXPIRY_COOKIE, String(exp), { ...this.expiry, maxAge });
    response.cookie(REFRESH_COOKIE, refreshToken, {
      ...this.refresh,
      maxAge: REFRESH_TOKEN_TTL_SECONDS * 1000,
    });
  }

  clear(response: Response): void {
    response.clearCookie(ACCESS_COOKIE, this.access);
    response.clearCookie(SESSION_EXPIRY_COOKIE, this.expiry);
    response.clearCookie(REFRESH_COOKIE, this.refresh);
  }
}
