import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { type HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { type ApiErrorBody, ErrorCode, Messages } from '@pipcrafters/contracts';
import { Public } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { request } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { GatewayMessages } from '../messages';

const PING_TIMEOUT_MS = 1500;

/** Ready when every service answers its own /health. */
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** 200 with terminus' report when all are up; 503 with the platform's error fields plus that report. */
  @Public()
  @Get()
  async check(
    @Res({ passthrough: true }) response: Response,
  ): Promise<HealthCheckResult | (ApiErrorBody & HealthCheckResult)> {
    response.setHeader('Cache-Control', 'no-store');
    const checks = [...this.config.serviceUrls].map(
      ([name, url]) =>
        () =>
          this.ping(name, url),
    );
    try {
      return await this.health.check(checks);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      response.status(503);
      return {
        statusCode: 503,
        message: Messages.serviceUnavailable,
        code: ErrorCode.SERVICE_UNAVAILABLE,
        ...(error.getResponse() as HealthCheckResult),
      };
    }
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
    } catch {
      return check.down({ message: GatewayMessages.health.serviceDown });
    }
  }
}
