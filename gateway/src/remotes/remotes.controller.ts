import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RemotesConfig } from '@pipcrafters/contracts';
import { Public } from '@pipcrafters/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { remotesConfig } from './remotes-config';

@Controller('api/config')
export class RemotesController {
  private readonly config: RemotesConfig;

  constructor(@Inject(GATEWAY_CONFIG) gateway: GatewayConfig) {
    this.config = remotesConfig(gateway.remoteEntries);
  }

  @Public()
  @Get('remotes')
  @Header('Cache-Control', 'no-store')
  remotes(): RemotesConfig {
    return this.config;
  }
}
