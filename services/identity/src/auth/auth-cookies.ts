import { Injectable } from '@nestjs/common';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_TTL_SECONDS,
} from '@pipcrafters/contracts';
import type { CookieOptions, Response } from 'express';
import { IdentityEnv } from '../config/identity-env';

/** The two session cookies: both httpOnly; the refresh one is only ever sent to /api/auth. */
@Injectable()
export class AuthCookies {
  private readonly access: CookieOptions;
  private readonly refresh: CookieOptions;

  constructor(config: IdentityEnv) {
    const secure = config.secureCookies;
    this.access = { httpOnly: true, secure, sameSite: 'lax', path: '/' };
    this.refresh = { httpOnly: true, secure, sameSite: 'strict', path: REFRESH_COOKIE_PATH };
  }

  set(response: Response, accessToken: string, refreshToken: string): void {
    response.cookie(ACCESS_COOKIE, accessToken, { ...this.access, maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000 });
    response.cookie(REFRESH_COOKIE, refreshToken, {
      ...this.refresh,
      maxAge: REFRESH_TOKEN_TTL_SECONDS * 1000,
    });
  }

  clear(response: Response): void {
    response.clearCookie(ACCESS_COOKIE, this.access);
    response.clearCookie(REFRESH_COOKIE, this.refresh);
  }
}
