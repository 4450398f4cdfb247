import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { type AuthResponse, REFRESH_COOKIE, type RefreshResponse } from '@pipcrafters/contracts';
import {
  AnyAccountStatus,
  CurrentIdentity,
  CurrentUser,
  type Identity,
  Public,
  type SignedInUser,
} from '@pipcrafters/service-kit';
import type { Request, Response } from 'express';
import type { ClientInfo } from '../sessions/sessions.service';
import { TooManyApplications } from './applications.service';
import { AuthService } from './auth.service';
import { AuthCookies } from './auth-cookies';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';

/** The address the gateway saw: the last X-Forwarded-For hop is the one it appended. */
function clientInfo(request: Request): ClientInfo {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const ip = hops[hops.length - 1]?.trim() || request.socket.remoteAddress;
  return { userAgent: request.headers['user-agent'], ip };
}

function refreshCookie(request: Request): unknown {
  return (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
}

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
  ) {}

  @Post('register')
  @Public()
  async register(
    @Body() body: RegisterDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    try {
      const session = await this.auth.register(body, clientInfo(request));
      this.cookies.set(response, session.accessToken, session.refreshToken);
      return { user: session.user };
    } catch (error) {
      if (error instanceof TooManyApplications) {
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    const session = await this.auth.login(body, clientInfo(request));
    this.cookies.set(response, session.accessToken, session.refreshToken);
    return { user: session.user };
  }

  @Post('refresh')
  @HttpCode(200)
  @Public()
  async refresh(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RefreshResponse> {
    try {
      const { refreshToken, ...tokens } = await this.auth.refresh(
        refreshCookie(request),
        clientInfo(request),
      );
      this.cookies.set(response, tokens.accessToken, refreshToken);
      return tokens;
    } catch (error) {
      this.cookies.clear(response);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @Public()
  async logout(
    @CurrentIdentity() identity: Identity,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.auth.logout(refreshCookie(request), identity.sessionId);
    this.cookies.clear(response);
  }

  /** Ends every session of the user on every device (each refresh-token family) and clears this browser's cookies. */
  @Post('logout-all')
  @HttpCode(204)
  async logoutAll(
    @CurrentUser() user: SignedInUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.auth.logoutEverywhere(user.userId);
    this.cookies.clear(response);
  }

  @Get('me')
  @AnyAccountStatus()
  async me(@CurrentUser() user: SignedInUser): Promise<AuthResponse> {
    return { user: await this.auth.currentUser(user.userId) };
  }
}
