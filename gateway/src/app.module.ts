import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { EventBusModule } from '@pipcrafters/events';
import { CoreModule } from '@pipcrafters/service-kit';
import { AccessTokenReader } from './auth/access-token-reader';
import { AccessTokenVerifier } from './auth/access-token-verifier';
import { GatewayAuthGuard } from './auth/gateway-auth.guard';
import { SessionService } from './auth/session.service';
import { GATEWAY_CONFIG, type GatewayConfig, type GatewayEnv } from './config/gateway-env';
import { GATEWAY_CONTROLLERS } from './controllers';
import { ApiDocsService } from './docs/api-docs.service';
import { IdentitySigner } from './proxy/identity-signer';
import { ProxiedLane } from './proxy/proxied-lane';
import { ProxyService } from './proxy/proxy.service';
import { Upstreams } from './proxy/upstreams';
import { LoginBodyMiddleware } from './rate-limit/login-body.middleware';
import { RateLimitGuard, rateLimitOptions } from './rate-limit/rate-limit';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { RealtimeDelivery } from './realtime/realtime-delivery';
import { ApiRequestMiddleware } from './security/api-request.middleware';

/**
 * Checks on /api, in order: the path exists (404) and CSRF (403) in middleware, then the access token, its session,
 * the account status and roles (401/403; nothing for a public route), then the rate limits (429: the password
 * change counts per verified user), then the proxy. The catch-all proxy and GET /api/auth/me are answered ahead of
 * Express's router by `ProxiedLane` (installed in main.ts), with the same checks and access decision (see there).
 * /socket.io is the realtime gateway's (socket.io answers it before Express); with REALTIME_DELIVERY the instance
 * also drains the realtime queue, through the event bus.
 */
@Module({})
export class AppModule implements NestModule {
  static forRoot(env: GatewayEnv, config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // No async log context: its promise hooks would cost every proxied request (lines name the request id).
        CoreModule.forRoot({ serviceName: 'gateway', logLevel: env.LOG_LEVEL, requestLogContext: false }),
        TerminusModule,
        ThrottlerModule.forRoot(rateLimitOptions(config)),
        ...(config.realtimeDelivery
          ? [EventBusModule.forRoot({ databaseUrl: config.databaseUrl, serviceName: 'gateway' })]
          : []),
      ],
      // Order matters: the catch-all proxies come after every specific route (see GATEWAY_CONTROLLERS).
      controllers: GATEWAY_CONTROLLERS,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        Upstreams,
        SessionService,
        ProxyService,
        ProxiedLane,
        ApiDocsService,
        { provide: AccessTokenVerifier, useValue: new AccessTokenVerifier(config.jwtPublicKey) },
        { provide: IdentitySigner, useValue: new IdentitySigner(config.internalSecret) },
        AccessTokenReader,
        RealtimeGateway,
        ...(config.realtimeDelivery ? [RealtimeDelivery] : []),
        GatewayAuthGuard,
        // In this order: the rate limits read the user the access-token guard verified.
        { provide: APP_GUARD, useExisting: GatewayAuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ApiRequestMiddleware).forRoutes({ path: 'api/*path', method: RequestMethod.ALL });
    consumer.apply(LoginBodyMiddleware).forRoutes({ path: 'api/auth/login', method: RequestMethod.POST });
  }
}
