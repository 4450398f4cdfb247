import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { Messages } from '@pipcrafters/contracts';
import { toApiError } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { decodeLoginBody, loginEmail, MAX_LOGIN_BODY_BYTES } from './login-body.middleware';

const body = Buffer.from(JSON.stringify({ email: 'Ana@Example.com', password: 'x' }));

/** The error body a refused decoding answers with. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return toApiError(error);
  }
  throw new Error('no se rechazó');
}

describe('decodeLoginBody', () => {
  it('reads plain, gzip, deflate and brotli bodies, so the rate limit always sees the e-mail', () => {
    for (const [encoding, bytes] of [
      [undefined, body],
      ['identity', body],
      ['gzip', gzipSync(body)],
      ['GZIP ', gzipSync(body)],
      ['deflate', deflateSync(body)],
      ['br', brotliCompressSync(body)],
    ] as const) {
      const decoded = decodeLoginBody(bytes, encoding);
      expect(decoded.equals(body), String(encoding)).toBe(true);
      expect(loginEmail(decoded)).toBe('ana@example.com');
    }
  });

  it('answers a body that does not match its encoding with a 400', () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      expect(
        refusal(() => decodeLoginBody(body, encoding)),
        encoding,
      ).toMatchObject({
        statusCode: 400,
        message: Messages.invalidEncoding,
      });
    }
  });

  it('answers an encoding the services do not read with a 415', () => {
    for (const encoding of ['compress', 'zstd', 'gzip, br']) {
      expect(
        refusal(() => decodeLoginBody(body, encoding)),
        encoding,
      ).toMatchObject({
        statusCode: 415,
        message: Messages.unsupportedEncoding,
      });
    }
  });

  it('refuses a small compressed body that inflates past the login limit (413)', () => {
    const bomb = gzipSync(Buffer.alloc(MAX_LOGIN_BODY_BYTES * 100, 0x20));
    expect(bomb.length).toBeLessThan(MAX_LOGIN_BODY_BYTES);
    expect(refusal(() => decodeLoginBody(bomb, 'gzip'))).toMatchObject({ statusCode: 413 });
  });
});
