import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  Optional,
} from '@nestjs/common';
import { type ApiErrorBody, ErrorCode, Messages } from '@pipcrafters/contracts';
import type { Response } from 'express';
import { DataSource, QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './database-unavailable';

/** An HTTP error carrying the platform's `{ statusCode, message, code }` shape. */
export class ApiException extends HttpException {
  constructor(status: number, code: ErrorCode, message: string, details?: string[]) {
    const body: ApiErrorBody = { statusCode: status, message, code, ...(details ? { details } : {}) };
    super(body, status);
  }
}

const DEFAULT_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  429: ErrorCode.RATE_LIMITED,
  502: ErrorCode.BAD_GATEWAY,
  503: ErrorCode.SERVICE_UNAVAILABLE,
  504: ErrorCode.GATEWAY_TIMEOUT,
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: Messages.badRequest,
  401: Messages.unauthenticated,
  403: Messages.forbidden,
  404: Messages.notFound,
  405: Messages.methodNotAllowed,
  409: Messages.conflict,
  413: Messages.payloadTooLarge,
  415: Messages.unsupportedMediaType,
  429: Messages.rateLimited,
  502: Messages.badGateway,
  503: Messages.serviceUnavailable,
  504: Messages.gatewayTimeout,
};

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

/**
 * Errors raised before any controller runs, by body-parser (with a `type`), by zlib while inflating a body (a
 * `Z_*` or brotli `code`, given a 400 by body-parser) or by Express decoding a path parameter (a 4xx `status`).
 */
interface RequestReadingError {
  type?: string;
  status?: number;
  code?: string;
}

const READING_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': Messages.invalidJson,
  'encoding.unsupported': Messages.unsupportedEncoding,
  'charset.unsupported': Messages.unsupportedMediaType,
};

/** A compressed body that does not decompress (gzip, deflate or brotli data errors). */
const isDecompressionError = (code: string | undefined) =>
  code !== undefined && /^(Z_|ERR__ERROR|ERR_BROTLI)/.test(code);

function readingError(error: RequestReadingError): ApiErrorBody | undefined {
  if (error.type === 'entity.too.large') {
    return { statusCode: 413, message: DEFAULT_MESSAGES[413] as string, code: ErrorCode.PAYLOAD_TOO_LARGE };
  }
  const status = error.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const message =
    (error.type && READING_ERROR_MESSAGES[error.type]) ||
    (isDecompressionError(error.code) ? Messages.invalidEncoding : undefined) ||
    DEFAULT_MESSAGES[status] ||
    Messages.badRequest;
  return { statusCode: status, message, code: DEFAULT_CODES[status] ?? ErrorCode.VALIDATION_FAILED };
}

/** Turns any error into the platform's error body, in Spanish, and never leaks internals. */
export function toApiError(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (isApiErrorBody(response)) return { ...response, statusCode: status };
    const code =
      DEFAULT_CODES[status] ?? (status >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.VALIDATION_FAILED);
    const message =
      DEFAULT_MESSAGES[status] ?? (status >= 500 ? Messages.internalError : Messages.badRequest);
    return { statusCode: status, message, code };
  }
  if (typeof exception === 'object' && exception !== null && !(exception instanceof QueryFailedError)) {
    const reading = readingError(exception as RequestReadingError);
    if (reading) return reading;
  }
  // The database cannot be reached (refused, dropped, shutting down...): the service is unavailable, not broken.
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: 503, message: Messages.serviceUnavailable, code: ErrorCode.SERVICE_UNAVAILABLE };
  }
  if (exception instanceof QueryFailedError) {
    const pgCode = (exception.driverError as { code?: string } | undefined)?.code;
    if (pgCode === '23505')
      return { statusCode: 409, message: DEFAULT_MESSAGES[409] as string, code: ErrorCode.CONFLICT };
    if (pgCode === '22P02' || pgCode === '22001' || pgCode === '22003' || pgCode === '22007') {
      return {
        statusCode: 400,
        message: Messages.invalidFormat,
        code: ErrorCode.VALIDATION_FAILED,
      };
    }
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: Messages.internalError,
    code: ErrorCode.INTERNAL_ERROR,
  };
}

/** How long the filter waits for `SELECT 1` before it takes the database for unreachable. */
const PROBE_TIMEOUT_MS = 1000;

/** The filter's logger: where every answered 5xx and database outage is written. */
const errorLogger = new Logger('ApiExceptionFilter');

/**
 * Answers a request with the platform's error body (`toApiError` of the exception unless given): 5xx logged with
 * the request id, `Retry-After` on a 503, an answer already under way ended as it is. The exception filter uses it,
 * and so does what answers requests outside Nest's router (the gateway's proxied lane).
 */
export function sendApiError(
  response: Response,
  exception: unknown,
  body: ApiErrorBody = toApiError(exception),
  databaseDown = false,
): void {
  if (body.statusCode === 503 && (databaseDown || isDatabaseUnavailable(exception))) {
    const detail = exception instanceof Error ? exception.message : '';
    errorLogger.warn(`Base de datos no disponible: ${detail}`);
  } else if (body.statusCode >= 500) {
    // The request id by name too: the gateway binds no request to its log lines (no async log context).
    errorLogger.error({
      msg: exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      reqId: (response.req as { id?: unknown } | undefined)?.id,
    });
  }
  if (response.headersSent) {
    response.end();
    return;
  }
  if (body.statusCode === 503 && !response.getHeader('Retry-After')) {
    response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  }
  // `error` repeats the message: the spec's clients (strategies) read it under that name.
  response.status(body.statusCode).json({ ...body, error: body.message });
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Optional() private readonly dataSource?: DataSource) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiError(exception);
    if (body.statusCode !== HttpStatus.INTERNAL_SERVER_ERROR || !this.dataSource) {
      sendApiError(response, exception, body);
      return;
    }
    // An error of no known kind while PostgreSQL is going away (a driver or queue library wrapping a dropped
    // connection in its own words) is the database's unavailability, not a fault of the code: ask the database.
    void this.databaseAnswers().then((answers) =>
      sendApiError(
        response,
        exception,
        answers
          ? body
          : { statusCode: 503, message: Messages.serviceUnavailable, code: ErrorCode.SERVICE_UNAVAILABLE },
        !answers,
      ),
    );
  }

  private async databaseAnswers(): Promise<boolean> {
    const dataSource = this.dataSource;
    if (!dataSource?.isInitialized) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([
        dataSource.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
