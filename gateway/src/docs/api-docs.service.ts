import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@pipcrafters/contracts';
import { ApiException, OPENAPI_PATH, type OpenAPIObject } from '@pipcrafters/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { GatewayMessages } from '../messages';
import { Upstreams } from '../proxy/upstreams';
import { type MergedDocument, mergeApiDocuments, type UpstreamDocument } from './merge';

const FETCH_TIMEOUT_MS = 3_000;
const Texts = GatewayMessages.docs;

/** The merged OpenAPI document of the platform, read fresh from every service each time it is asked for. */
@Injectable()
export class ApiDocsService {
  private gateway?: () => Promise<OpenAPIObject>;

  constructor(
    private readonly upstreams: Upstreams,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The gateway's own document, built from its routes on the first request for it (`describeGatewayApi`). */
  useGatewayDocument(document: () => Promise<OpenAPIObject>): void {
    this.gateway = document;
  }

  async merged(): Promise<MergedDocument> {
    if (!this.gateway) {
      throw new ApiException(503, ErrorCode.SERVICE_UNAVAILABLE, Texts.notReady);
    }
    const services = [...this.config.serviceUrls.keys()];
    const [gateway, upstreams] = await Promise.all([
      this.gateway(),
      Promise.all(services.map((service) => this.fetch(service))),
    ]);
    return mergeApiDocuments(gateway, upstreams);
  }

  /** One service's document; a service that cannot give one is reported, never fatal. */
  private async fetch(service: string): Promise<UpstreamDocument> {
    const timeout = Math.min(this.config.upstreamTimeoutMs, FETCH_TIMEOUT_MS);
    try {
      const response = await this.upstreams.request(service, {
        method: 'GET',
        path: OPENAPI_PATH,
        headers: { accept: 'application/json' },
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        return { service, error: Texts.upstreamStatus(response.statusCode) };
      }
      const document = (await response.body.json()) as OpenAPIObject;
      if (typeof document !== 'object' || document === null || typeof document.paths !== 'object') {
        return { service, error: Texts.upstreamNotOpenApi };
      }
      return { service, document };
    } catch (error) {
      return { service, error: Texts.upstreamUnreachable((error as Error).message) };
    }
  }
}
