import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@pipcrafters/contracts';
import type { Params } from 'nestjs-pino';
import { type Store, storage } from 'nestjs-pino/storage';
import type { DestinationStream } from 'pino';
import { type HttpLogger, type Options, pinoHttp } from 'pino-http';

const REQUEST_ID_PATTERN = /^[\w.-]{1,128}$/;

/** Keeps a well-formed incoming request id (from the gateway) or makes one, and echoes it in the response. */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

type PinoLogger = HttpLogger['logger'];
type LogLevel = 'error' | 'warn' | 'info';

/** Health probes are not logged: they come every few seconds from the launcher and the gateway. */
const unlogged = (url: string | undefined) => url === '/health' || url === '/api/health';

/** An access log's level: errors and 5xx `error`, 4xx `warn`, the rest `info`. */
export function accessLogLevel(statusCode: number, error?: unknown): LogLevel {
  if (error || statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warn';
  return 'info';
}

/**
 * The request's logger for everything logged while it is handled (nestjs-pino's `PinoLogger` reads `logger` from
 * the async context): a child bound to the request (its id, method, URL, redacted headers), made on the first log
 * line only. Binding the request serializes and redacts it, which pino-http did for every request even when nothing
 * was logged.
 */
class RequestLogContext {
  private bound: PinoLogger | undefined;
  readonly responseLogger = undefined;

  constructor(
    private readonly root: PinoLogger,
    private readonly request: IncomingMessage,
  ) {}

  get logger(): PinoLogger {
    this.bound ??= this.root.child({ req: this.request });
    return this.bound;
  }
}

export interface RequestLogging {
  /** The root logger (pino, pino-http's serializers and redaction); nestjs-pino logs through it outside requests. */
  logger: PinoLogger;
  /**
   * Every request: its id (kept from a well-formed `x-request-id` or made, echoed in the response, `request.id`),
   * the lazy request logger in the async context, and the access log when the response ends, only at a level the
   * configured one lets through: `request completed` (info; warn for 4xx) or `request errored` (error, 5xx), with
   * the request, the response and its time, as pino-http wrote them.
   */
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

/**
 * pino JSON logs with request ids; secrets (cookies, tokens, forwarded identities) are never written. pino-http
 * builds the logger (its request, response and error serializers, the redaction); the per-request work is ours.
 */
export interface RequestLoggingOptions {
  /**
   * Whether what is logged while a request is handled is bound to it through the async context (nestjs-pino's
   * AsyncLocalStorage; default true). The gateway turns it off: on Node 20 an AsyncLocalStorage in use hooks every
   * promise of the process, a cost on every proxied request; its lines about a request name the id themselves
   * (`reqId`), and the access log always carries the request.
   */
  asyncContext?: boolean;
  /** Where the JSON lines go (standard output by default; the tests collect them). */
  destination?: DestinationStream;
}

export function requestLogging(
  serviceName: string,
  level: string,
  { asyncContext = true, destination }: RequestLoggingOptions = {},
): RequestLogging {
  const options: Options = {
    level,
    name: serviceName,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-pipcrafters-identity"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redactado]',
    },
  };
  const logger = (destination ? pinoHttp(options, destination) : pinoHttp(options)).logger;
  const logs = {
    info: logger.isLevelEnabled('info'),
    warn: logger.isLevelEnabled('warn'),
    error: logger.isLevelEnabled('error'),
  };

  const middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    (request as IncomingMessage & { id: string }).id = requestId(request, response);
    const context = new RequestLogContext(logger, request);
    if ((logs.info || logs.warn || logs.error) && !unlogged(request.url)) {
      const started = Date.now();
      let done = false;
      const complete = (error?: Error) => {
        if (done) return;
        done = true;
        const level = accessLogLevel(response.statusCode, error);
        if (!logs[level]) return;
        const responseTime = Date.now() - started;
        if (level === 'error') {
          const err = error ?? new Error(`failed with status code ${response.statusCode}`);
          context.logger.error({ res: response, err, responseTime }, 'request errored');
        } else {
          context.logger[level]({ res: response, responseTime }, 'request completed');
        }
      };
      // 'close' comes after 'finish' and also when the client leaves first; 'error' carries the failure.
      response.once('error', complete);
      response.once('close', () => complete());
    }
    if (asyncContext) storage.run(context as unknown as Store, next);
    else next();
  };
  return { logger, middleware };
}

/**
 * nestjs-pino's module with our logger: its `Logger`/`PinoLogger` read the request's logger from the async context
 * our middleware fills, so nestjs-pino's own per-request middleware (pino-http's) is not mounted (`forRoutes: []`).
 */
export function loggerParams(logging: RequestLogging): Params {
  return { pinoHttp: { logger: logging.logger }, useExisting: true, forRoutes: [] };
}
