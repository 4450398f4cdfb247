import { createServer, type Server } from 'node:net';
import type { ArgumentsHost } from '@nestjs/common';
import { ErrorCode, Messages } from '@pipcrafters/contracts';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './database-unavailable';
import { ApiExceptionFilter, toApiError } from './errors';

/** An error as node-postgres builds it from a server's ErrorResponse (a SQLSTATE in `code`). */
function serverError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

/** How TypeORM hands a failed query to the service's code. */
function failedQuery(driverError: Error): QueryFailedError {
  return new QueryFailedError('UPDATE "identity"."users" SET "first_name" = $1', ['Ana'], driverError);
}

const UNAVAILABLE = {
  code: ErrorCode.SERVICE_UNAVAILABLE,
  message: Messages.serviceUnavailable,
  statusCode: 503,
};

let silent: Server | undefined;
afterAll(() => silent?.close());

describe('database unavailable → 503', () => {
  it.each([
    [
      '57P01 admin_shutdown in a query',
      failedQuery(serverError('57P01', 'terminating connection due to administrator command')),
    ],
    [
      '57P02 crash_shutdown',
      failedQuery(serverError('57P02', 'terminating connection because of crash of another server process')),
    ],
    ['57P03 shutting down, on connect', serverError('57P03', 'the database system is shutting down')],
    ['57P03 starting up', serverError('57P03', 'the database system is starting up')],
    ['53300 too_many_connections', serverError('53300', 'sorry, too many clients already')],
    ['08006 connection_failure', failedQuery(serverError('08006', 'connection failure'))],
    ['08P01 protocol_violation', serverError('08P01', 'protocol violation')],
    [
      'ECONNREFUSED',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8099'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      }),
    ],
    [
      'ECONNRESET in a query',
      failedQuery(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ],
    [
      'a refused connection to every address',
      new AggregateError(
        [Object.assign(new Error('connect ECONNREFUSED ::1:8099'), { code: 'ECONNREFUSED' })],
        'connect failed',
      ),
    ],
    ['"Connection terminated unexpectedly"', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a pool wait that timed out', new Error('timeout exceeded when trying to connect')],
    [
      'a connect that timed out',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    [
      'a client that already failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('%s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toApiError(error)).toEqual(UNAVAILABLE);
  });

  it('recognises what node-postgres really throws for a closed port and for a server that never answers', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const refused = await new pg.Client({ host: '127.0.0.1', port: closed })
      .connect()
      .catch((error) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);

    silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent?.once('listening', resolve));
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: (silent.address() as { port: number }).port,
      connectionTimeoutMillis: 100,
    });
    const timedOut = await pool.query('SELECT 1').catch((error) => error);
    await pool.end();
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    expect(toApiError(timedOut)).toEqual(UNAVAILABLE);
  });

  it.each([
    ['23505 unique_violation', failedQuery(serverError('23505', 'duplicate key')), 409],
    ['22P02 invalid_text_representation', failedQuery(serverError('22P02', 'invalid input syntax')), 400],
    ['40P01 deadlock_detected', failedQuery(serverError('40P01', 'deadlock detected')), 500],
    ['42P01 undefined_table', failedQuery(serverError('42P01', 'relation does not exist')), 500],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), 500],
  ])('leaves other failures alone: %s', (_case, error, status) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toApiError(error).statusCode).toBe(status);
  });

  it('answers with Retry-After and the Spanish message, never a 500', () => {
    const headers = new Map<string, string>();
    let sent: { status?: number; body?: unknown } = {};
    const response = {
      headersSent: false,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      status(code: number) {
        sent.status = code;
        return this;
      },
      json(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;

    new ApiExceptionFilter().catch(serverError('57P03', 'the database system is shutting down'), host);
    expect(sent).toEqual({ status: 503, body: { ...UNAVAILABLE, error: UNAVAILABLE.message } });
    expect(headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));

    headers.clear();
    sent = {};
    new ApiExceptionFilter().catch(new Error('boom'), host);
    expect(sent.status).toBe(500);
    expect(headers.has('retry-after')).toBe(false);
  });

  it('asks the database about an error of no known kind: 503 while it does not answer, 500 while it does', async () => {
    const captured: { status?: number; body?: unknown; retryAfter?: string }[] = [];
    const host = () => {
      const sent: { status?: number; body?: unknown; retryAfter?: string } = {};
      captured.push(sent);
      const response = {
        headersSent: false,
        getHeader: () => sent.retryAfter,
        setHeader: (_name: string, value: string) => {
          sent.retryAfter = value;
        },
        status(code: number) {
          sent.status = code;
          return this;
        },
        json(body: unknown) {
          sent.body = body;
          return this;
        },
      };
      return { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    };
    const database = (query: () => Promise<unknown>) =>
      ({ isInitialized: true, query }) as unknown as DataSource;
    const wrapped = new Error('Queue cache could not be refreshed');

    new ApiExceptionFilter(database(() => Promise.reject(new Error('refused')))).catch(wrapped, host());
    new ApiExceptionFilter(database(() => new Promise(() => undefined))).catch(wrapped, host());
    new ApiExceptionFilter(database(() => Promise.resolve([{ '?column?': 1 }]))).catch(wrapped, host());
    await new Promise((resolve) => setTimeout(resolve, 1200));

    expect(captured[0]).toEqual({
      status: 503,
      body: { ...UNAVAILABLE, error: UNAVAILABLE.message },
      retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
    expect(captured[1]).toEqual({
      status: 503,
      body: { ...UNAVAILABLE, error: UNAVAILABLE.message },
      retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
    expect(captured[2]?.status).toBe(500);
    expect(captured[2]?.retryAfter).toBeUndefined();
  });
});
