import { errors } from 'undici';
import { describe, expect, it } from 'vitest';
import { upstreamErrorToApiError } from './upstream-errors';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('upstreamErrorToApiError', () => {
  it('maps refused or reset connections to 503', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new errors.SocketError('closed'),
    ]) {
      expect(upstreamErrorToApiError(error)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('finds the code on a wrapped cause', () => {
    const error = new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') });
    expect(upstreamErrorToApiError(error).statusCode).toBe(503);
  });

  it('maps header and body timeouts to 504', () => {
    for (const error of [new errors.HeadersTimeoutError(), new errors.BodyTimeoutError()]) {
      expect(upstreamErrorToApiError(error)).toMatchObject({ statusCode: 504, code: 'GATEWAY_TIMEOUT' });
    }
  });

  it('maps a malformed answer, or anything unexpected, to 502 with a Spanish message', () => {
    const parser = withCode('HPE_INVALID_CONSTANT');
    expect(upstreamErrorToApiError(parser)).toMatchObject({ statusCode: 502, code: 'BAD_GATEWAY' });
    expect(upstreamErrorToApiError('boom').message).toMatch(/servicio/);
  });
});
