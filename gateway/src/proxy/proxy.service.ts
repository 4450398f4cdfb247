import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  type GatewayIdentityClaims,
  Messages,
  payloadTooLargeMessage,
  uploadRoute,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { Dispatcher } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { setClientResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';
import type { GatewayRequest } from './gateway-request';
import { IdentitySigner } from './identity-signer';
import { resolveService } from './route-resolution';
import { upstreamException } from './upstream-exception';
import { Upstreams } from './upstreams';

/** Largest request body forwarded to a service. */
export const MAX_PROXIED_BODY_BYTES = 1024 * 1024;

/** Answers up to this size are read whole and sent in one write; larger ones (files, exports) stream. */
export const MAX_BUFFERED_ANSWER_BYTES = 64 * 1024;

const EMPTY = Buffer.alloc(0);
const ANONYMOUS: GatewayIdentityClaims = Object.freeze({ roles: [] });

const payloadTooLarge = (limit: number) =>
  new ApiException(413, ErrorCode.PAYLOAD_TOO_LARGE, payloadTooLargeMessage(limit));

/**
 * The signal that stops a service's request when the client has left. undici takes an EventEmitter with `aborted`
 * as a signal: far cheaper per request than an AbortController (an EventTarget) and its listener.
 */
class ClientGone extends EventEmitter {
  aborted = false;

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.emit('abort');
  }
}

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

  async forward(request: GatewayRequest, response: ServerResponse): Promise<void> {
    const service = resolveService(request.path);
    if (!service) throw new ApiException(404, ErrorCode.NOT_FOUND, Messages.notFound);

    // File uploads (UPLOAD_ROUTES) have their own limit, and some a longer wait for the answer (a large statement's
    // import); every other body stays within 1 MB. A request without a body (most: every GET) has nothing to limit.
    const streamed = request.bufferedBody === undefined && hasBody(request);
    const upload = streamed ? uploadRoute(request.method, request.path) : undefined;
    const maxBytes = streamed ? (upload?.maxBytes ?? MAX_PROXIED_BODY_BYTES) : 0;
    if (streamed && Number(request.headers['content-length'] ?? 0) > maxBytes)
      throw payloadTooLarge(maxBytes);

    const headers = upstreamRequestHeaders(request.headers, {
      identity: this.signer.sign(request.gatewayIdentity ?? ANONYMOUS),
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
    } else if (streamed) {
      limited = new ByteLimit(maxBytes);
      pipeline(request, limited).catch(() => undefined);
      body = limited;
    }

    const gone = new ClientGone();
    response.once('close', () => {
      if (!response.writableFinished) gone.abort();
    });

    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await this.upstreams.request(service.name, {
        method: request.method as Dispatcher.HttpMethod,
        path: request.originalUrl,
        headers,
        body,
        signal: gone,
        ...(upload?.timeoutMs && upload.timeoutMs > this.upstreams.timeoutMs
          ? { headersTimeout: upload.timeoutMs, bodyTimeout: upload.timeoutMs }
          : {}),
      });
    } catch (error) {
      if (limited?.exceeded) throw payloadTooLarge(maxBytes);
      if (gone.aborted) return;
      this.logger.warn({
        msg: `${service.name} no respondió a ${request.method} ${request.path}: ${(error as Error).message}`,
        reqId: request.id,
      });
      throw upstreamException(error, response);
    }

    // A small answer of known length (most API answers) is read whole and sent with one `end`: the head and the
    // body leave in one write, without a pipe's listeners and bookkeeping per request. Larger or unsized ones stream.
    const length = Number(upstream.headers['content-length']);
    if (length <= MAX_BUFFERED_ANSWER_BYTES) {
      let answer: Buffer;
      try {
        answer = length === 0 ? EMPTY : Buffer.from(await upstream.body.arrayBuffer());
      } catch (error) {
        if (gone.aborted) return;
        this.logger.warn({
          msg: `Respuesta de ${service.name} interrumpida: ${(error as Error).message}`,
          reqId: request.id,
        });
        throw upstreamException(error, response);
      }
      if (response.destroyed) return;
      response.statusCode = upstream.statusCode;
      setClientResponseHeaders(upstream.headers, response);
      response.end(answer);
      return;
    }

    response.statusCode = upstream.statusCode;
    setClientResponseHeaders(upstream.headers, response);
    const failure = await relay(upstream.body as Readable, response);
    if (failure && !gone.aborted) {
      this.logger.warn({
        msg: `Respuesta de ${service.name} interrumpida: ${failure.message}`,
        reqId: request.id,
      });
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
