import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@pipcrafters/contracts';
import type { Params } from 'nestjs-pino';

const REQUEST_ID_PATTERN = /^[\w.-]{1,128}$/;

/** Keeps a well-formed incoming request id (from the gateway) or makes one, and echoes it in the response. */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** pino JSON logs with request ids; secrets (cookies, tokens, forwarded identities) are never written. */
export function loggerParams(serviceName: string, level: string): Params {
  return {
    pinoHttp: {
      level,
      name: serviceName,
      genReqId: requestId,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-pipcrafters-identity"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redactado]',
      },
      autoLogging: { ignore: (request) => request.url === '/health' || request.url === '/api/health' },
      customLogLevel: (_request, response, error) => {
        if (error || response.statusCode >= 500) return 'error';
        if (response.statusCode >= 400) return 'warn';
        return 'info';
      },
    },
  };
}
