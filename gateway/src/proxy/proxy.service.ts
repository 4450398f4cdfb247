import { type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, Messages, payloadTooLargeMessage, uploadLimit } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import type { Dispatcher } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';
import type { GatewayRequest } from './gateway-request';
import { IdentitySigner } from './identity-signer';
import { resolveService } from './route-resolution';
import { upstreamException } from './upstream-exception';
import { Upstreams } from './upstreams';

/** Largest request body forwarded to a service. */
export const MAX_PROXIED_BODY_BYTES = 1024 * 1024;

const payloadTooLarge = (limit: number) =>
  new ApiException(413, ErrorCode.PAYLOAD_TOO_LARGE, payloadTooLargeMessage(limit));

/** Counts the bytes streamed through and fails once they pass the limit. */
class ByteLimit extends Transform {
  private total = 0;
  exceeded = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.total += chunk.length;
    if (this.total > this.limit) {
      this.exceeded = true;
      callback(new Error('El cuerpo de la petición supera el límite.'));
    } else {
      callback(null, chunk);
    }
  }
}

function hasBody(request: GatewayRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Forwards a verified request to the service that owns its path, streaming both bodies. */
@Injectable()
export class ProxyService {
  private readonly logger = new Logger(ProxyService.name);

  constructor(
    private readonly upstreams: Upstreams,
    private readonly signer: IdentitySigner,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async forward(request: GatewayRequest, response: Response): Promise<void> {
    const service = resolveService(request.path);
    if (!service) throw new ApiException(404, ErrorCode.NOT_FOUND, Messages.notFound);

    // File uploads (UPLOAD_ROUTES) have their own limit; every other body stays within 1 MB.
    const maxBytes = uploadLimit(request.method, request.path, MAX_PROXIED_BODY_BYTES);
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > maxBytes) throw payloadTooLarge(maxBytes);

    const headers = upstreamRequestHeaders(request.headers, {
      identity: this.signer.sign(request.gatewayIdentity ?? { roles: [] }),
      requestId: String(request.id),
      clientIp: request.ip ?? request.socket.remoteAddress ?? '',
      protocol: request.protocol,
      host: request.headers.host,
      trustProxy: this.config.trustProxy,
    });

    let body: Dispatcher.RequestOptions['body'];
    let limited: ByteLimit | undefined;
    if (request.bufferedBody) {
      body = request.bufferedBody;
      headers['content-length'] = String(request.bufferedBody.length);
      delete headers['transfer-encoding'];
    } else if (hasBody(request)) {
      limited = new ByteLimit(maxBytes);
      pipeline(request, limited).catch(() => undefined);
      body = limited;
    }

    const abort = new AbortController();
    response.once('close', () => {
      if (!response.writableFinished) abort.abort();
    });

    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await this.upstreams.request(service.name, {
        method: request.method as Dispatcher.HttpMethod,
        path: request.originalUrl,
        headers,
        body,
        signal: abort.signal,
      });
    } catch (error) {
      if (limited?.exceeded) throw payloadTooLarge(maxBytes);
      if (abort.signal.aborted) return;
      this.logger.warn(
        `${service.name} no respondió a ${request.method} ${request.path}: ${(error as Error).message}`,
      );
      throw upstreamException(error, response);
    }

    response.status(upstream.statusCode);
    for (const [name, value] of Object.entries(clientResponseHeaders(upstream.headers))) {
      response.setHeader(name, value);
    }
    const failure = await relay(upstream.body as Readable, response);
    if (failure && !abort.signal.aborted) {
      this.logger.warn(`Respuesta de ${service.name} interrumpida: ${failure.message}`);
    }
  }
}

/**
 * Streams a service's answer to the client (a plain pipe: stream.pipeline's per-call bookkeeping is a measurable
 * share of a proxied request). Resolves when the response is done, with the error when it did not complete; a
 * failing service body cuts the client connection (headers are gone already), a client that leaves stops the body.
 */
export function relay(body: Readable, response: Writable): Promise<Error | undefined> {
  return new Promise((resolve) => {
    let failure: Error | undefined;
    const onError = (error: Error) => {
      failure ??= error;
      body.unpipe(response);
      response.destroy();
    };
    const onClose = () => {
      if (!body.readableEnded || !response.writableFinished) {
        failure ??= new Error('la conexión se cerró antes de terminar la respuesta');
        body.destroy();
      }
      resolve(failure);
    };
    // Kept for good: a body torn down later (abort, destroy) may still emit an error, never to go unhandled.
    body.on('error', onError);
    if (response.destroyed) {
      onClose();
      return;
    }
    response.once('close', onClose);
    body.pipe(response);
  });
}
