import { Controller, Get, Inject } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { request } from 'undici';
import { Public } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';

const PING_TIMEOUT_MS = 1500;

/** Ready when every service answers its own /health; 503 with the details of each otherwise. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Public()
  @Get()
  @HealthCheck()
  check() {
    return this.health.check(
      [...this.config.serviceUrls].map(
        ([name, url]) =>
          () =>
            this.ping(name, url),
      ),
    );
  }

  private async ping(name: string, url: string) {
    const check = this.indicator.check(name);
    try {
      const response = await request(`${url}/health`, {
        headersTimeout: PING_TIMEOUT_MS,
        bodyTimeout: PING_TIMEOUT_MS,
        signal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
      await response.body.dump();
      return response.statusCode === 200 ? check.up() : check.down({ statusCode: response.statusCode });
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }
}
