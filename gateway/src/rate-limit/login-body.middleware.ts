import { brotliDecompressSync, gunzipSync, inflateSync, type ZlibOptions } from 'node:zlib';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import { ErrorCode, Messages, normalizeEmail, payloadTooLargeMessage } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { NextFunction, Response } from 'express';
import type { GatewayRequest } from '../proxy/gateway-request';

/** A login body is a few dozen bytes; anything past this is refused before it is read further. */
export const MAX_LOGIN_BODY_BYTES = 10 * 1024;

const tooLarge = () =>
  new ApiException(413, ErrorCode.PAYLOAD_TOO_LARGE, payloadTooLargeMessage(MAX_LOGIN_BODY_BYTES));

/** The encodings the services accept (body-parser's), decoded here within the same small limit. */
const DECODERS: Record<string, ((body: Buffer, options: ZlibOptions) => Buffer) | undefined> = {
  identity: (body) => body,
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * A login body as the service would read it: a compressed one inflated (at most `MAX_LOGIN_BODY_BYTES`, else 413),
 * one that does not match its `Content-Encoding` a 400, an encoding the services do not read a 415.
 */
export function decodeLoginBody(body: Buffer, contentEncoding: string | undefined): Buffer {
  const decode = DECODERS[(contentEncoding ?? 'identity').trim().toLowerCase()];
  if (!decode) throw new ApiException(415, ErrorCode.VALIDATION_FAILED, Messages.unsupportedEncoding);
  try {
    return decode(body, { maxOutputLength: MAX_LOGIN_BODY_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.invalidEncoding);
  }
}

/**
 * The gateway parses no bodies, but the login rate limit keys on the e-mail: read the (small) login body here,
 * decoded when it came compressed (so a compressed body cannot hide its e-mail from the limit), and forward it as
 * these plain bytes.
 */
@Injectable()
export class LoginBodyMiddleware implements NestMiddleware {
  async use(request: GatewayRequest, _response: Response, next: NextFunction): Promise<void> {
    if (Number(request.headers['content-length'] ?? 0) > MAX_LOGIN_BODY_BYTES) throw tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > MAX_LOGIN_BODY_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
    request.bufferedBody = decodeLoginBody(Buffer.concat(chunks), request.headers['content-encoding']);
    delete request.headers['content-encoding'];
    next();
  }
}

/** The e-mail a login body names, normalised as identity does; '' when there is none. */
export function loginEmail(body: Buffer | undefined): string {
  if (!body || body.length === 0) return '';
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { email?: unknown };
    return typeof parsed?.email === 'string' ? normalizeEmail(parsed.email) : '';
  } catch {
    return '';
  }
}
