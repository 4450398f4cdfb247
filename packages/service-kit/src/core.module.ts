import {
  Controller,
  type DynamicModule,
  Get,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type Provider,
  RequestMethod,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, Reflector } from '@nestjs/core';
import {
  type HealthCheckResult,
  HealthCheckService,
  TerminusModule,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type ApiErrorBody, ErrorCode, Messages, SERVICES } from '@pipcrafters/contracts';
import type { Response } from 'express';
import { LoggerModule } from 'nestjs-pino';
import { NoGatewayIdentity } from './access-policy';
import { type ServiceDatabase, typeOrmOptions } from './database';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './database-unavailable';
import { ApiExceptionFilter } from './errors';
import { GatewayIdentityGuard } from './identity';
import { loggerParams, type RequestLogging, requestLogging } from './logging';
import { createValidationPipe } from './validation';

export interface CoreModuleOptions {
  serviceName: string;
  logLevel: string;
  /**
   * false: log lines written while a request is handled are not bound to it through the async context (the
   * gateway, see `RequestLoggingOptions.asyncContext`); the access log still carries the request.
   */
  requestLogContext?: boolean;
  /** When set, every route needs an identity signed by the gateway with this secret (deny by default). */
  internalSecret?: string;
  /** When set, TypeORM connects to this database and /health checks it. */
  database?: ServiceDatabase & { url: string };
}

/**
 * 200 with terminus' report while the database answers; otherwise 503 with `Retry-After`, the platform's error
 * fields and the report, its detail in Spanish.
 */
@Controller('health')
@NoGatewayIdentity()
class DatabaseHealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  @Get()
  async check(
    @Res({ passthrough: true }) response: Response,
  ): Promise<HealthCheckResult | (ApiErrorBody & HealthCheckResult)> {
    response.setHeader('Cache-Control', 'no-store');
    try {
      return await this.health.check([() => this.db.pingCheck('database', { timeout: 1500 })]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const down = { database: { status: 'down' as const, message: Messages.databaseUnavailable } };
      response.status(503).setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return {
        statusCode: 503,
        message: Messages.serviceUnavailable,
        code: ErrorCode.SERVICE_UNAVAILABLE,
        ...(error.getResponse() as HealthCheckResult),
        error: down,
        details: down,
      };
    }
  }
}

/** The process's `RequestLogging` (its logger and per-request middleware), for what answers outside Nest's router. */
export const REQUEST_LOGGING = Symbol('REQUEST_LOGGING');

/** What every NestJS process of the platform shares: logs, errors, validation, identity and health. */
@Module({})
export class CoreModule implements NestModule {
  constructor(@Inject(REQUEST_LOGGING) private readonly logging: RequestLogging) {}

  static forRoot(options: CoreModuleOptions): DynamicModule {
    const logging = requestLogging(options.serviceName, options.logLevel, {
      asyncContext: options.requestLogContext !== false,
    });
    const providers: Provider[] = [
      { provide: REQUEST_LOGGING, useValue: logging },
      { provide: APP_FILTER, useClass: ApiExceptionFilter },
      { provide: APP_PIPE, useFactory: createValidationPipe },
    ];
    const secret = options.internalSecret;
    if (secret) {
      providers.push({
        provide: APP_GUARD,
        useFactory: (reflector: Reflector) =>
          new GatewayIdentityGuard(
            reflector,
            secret,
            SERVICES.find((service) => service.name === options.serviceName)?.bearerOnly === true,
          ),
        inject: [Reflector],
      });
    }
    const imports: DynamicModule['imports'] = [LoggerModule.forRoot(loggerParams(logging))];
    const controllers = [];
    if (options.database) {
      const { url, ...database } = options.database;
      imports.push(TypeOrmModule.forRoot(typeOrmOptions(url, database)), TerminusModule);
      controllers.push(DatabaseHealthController);
    }
    return { module: CoreModule, global: true, imports, providers, controllers, exports: [REQUEST_LOGGING] };
  }

  /** Request ids and access logs on every route, before any other module's middleware (as pino-http was). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.logging.middleware).forRoutes({ path: '*', method: RequestMethod.ALL });
  }
}
