import { Controller, type DynamicModule, Get, Module, type Provider } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, Reflector } from '@nestjs/core';
import { HealthCheck, HealthCheckService, TerminusModule, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { NoGatewayIdentity } from './access-policy';
import { type ServiceDatabase, typeOrmOptions } from './database';
import { ApiExceptionFilter } from './errors';
import { GatewayIdentityGuard } from './identity';
import { loggerParams } from './logging';
import { createValidationPipe } from './validation';

export interface CoreModuleOptions {
  serviceName: string;
  logLevel: string;
  /** When set, every route needs an identity signed by the gateway with this secret (deny by default). */
  internalSecret?: string;
  /** When set, TypeORM connects to this database and /health checks it. */
  database?: ServiceDatabase & { url: string };
}

@Controller('health')
@NoGatewayIdentity()
class DatabaseHealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 1500 })]);
  }
}

/** What every NestJS process of the platform shares: logs, errors, validation, identity and health. */
@Module({})
export class CoreModule {
  static forRoot(options: CoreModuleOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: APP_FILTER, useClass: ApiExceptionFilter },
      { provide: APP_PIPE, useFactory: createValidationPipe },
    ];
    const secret = options.internalSecret;
    if (secret) {
      providers.push({
        provide: APP_GUARD,
        useFactory: (reflector: Reflector) => new GatewayIdentityGuard(reflector, secret),
        inject: [Reflector],
      });
    }
    const imports: DynamicModule['imports'] = [
      LoggerModule.forRoot(loggerParams(options.serviceName, options.logLevel)),
    ];
    const controllers = [];
    if (options.database) {
      const { url, ...database } = options.database;
      imports.push(TypeOrmModule.forRoot(typeOrmOptions(url, database)), TerminusModule);
      controllers.push(DatabaseHealthController);
    }
    return { module: CoreModule, global: true, imports, providers, controllers };
  }
}
