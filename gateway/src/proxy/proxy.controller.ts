import { All, Controller, Get, Post, Req, Res } from '@nestjs/common';
import { AnyAccountStatus, Public, Roles } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { AccessTokenReader } from '../auth/access-token-reader';
import { SessionService } from '../auth/session.service';
import { RateLimit } from '../rate-limit/rate-limit';
import type { GatewayRequest } from './gateway-request';
import { ProxyService } from './proxy.service';

/** The auth endpoints that need something of the gateway besides forwarding. */
@Controller('api/auth')
export class AuthProxyController {
  constructor(
    private readonly proxy: ProxyService,
    private readonly sessions: SessionService,
    private readonly tokens: AccessTokenReader,
  ) {}

  @Public()
  @RateLimit('login')
  @Post('login')
  login(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  @Public()
  @RateLimit('register')
  @Post('register')
  register(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  @Public()
  @Post('refresh')
  refresh(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }

  /**
   * Logging out is open to expired sessions too. With a valid access token, identity is told which session ends
   * (even without the refresh cookie) and the cached session is forgotten, so the token stops working here at once.
   */
  @Public()
  @Post('logout')
  async logout(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    const claims = await this.tokens.verifiedClaims(request);
    if (claims) {
      request.gatewayIdentity = {
        sub: claims.sub,
        email: claims.email,
        roles: claims.roles,
        status: claims.status,
        sid: claims.sid,
      };
    }
    try {
      await this.proxy.forward(request, response);
    } finally {
      if (claims) this.sessions.evict(claims.sid);
    }
  }

  /** Pending, rejected and suspended users still learn who they are (the shell shows them their status). */
  @AnyAccountStatus()
  @Get('me')
  me(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}

/** The password change: a wrong current password is a guess, counted per user and per address like a login. */
@Controller('api/user')
export class UserProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @RateLimit('password-change')
  @Post('password')
  changePassword(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}

@Roles('ADMIN')
@Controller('api/admin')
export class AdminProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All('*path')
  forward(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}

/** Everything else under /api: any active signed-in user, forwarded to the owning service. */
@Controller('api')
export class ApiProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All('*path')
  forward(@Req() request: GatewayRequest, @Res() response: Response): Promise<void> {
    return this.proxy.forward(request, response);
  }
}
