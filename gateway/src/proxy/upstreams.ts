import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type Dispatcher, Pool } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';

/** One keep-alive connection pool per service. */
@Injectable()
export class Upstreams implements OnModuleDestroy {
  private readonly pools = new Map<string, Pool>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    for (const [name, url] of config.serviceUrls) {
      this.pools.set(
        name,
        new Pool(new URL(url).origin, {
          connections: 128,
          keepAliveTimeout: 10_000,
          headersTimeout: config.upstreamTimeoutMs,
          bodyTimeout: config.upstreamTimeoutMs,
        }),
      );
    }
  }

  get timeoutMs(): number {
    return this.config.upstreamTimeoutMs;
  }

  request(service: string, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
    const pool = this.pools.get(service);
    if (!pool) throw new Error(`Servicio desconocido: ${service}`);
    return pool.request(options);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}
