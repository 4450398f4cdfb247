import { Injectable, type NestMiddleware } from '@nestjs/common';
import { ErrorCode, normalizeEmail, payloadTooLargeMessage } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { NextFunction, Response } from 'express';
import type { GatewayRequest } from '../proxy/gateway-request';

/** A login body is a few dozen bytes; anything past this is refused before it is read further. */
export const MAX_LOGIN_BODY_BYTES = 10 * 1024;

const tooLarge = () =>
  new ApiException(413, ErrorCode.PAYLOAD_TOO_LARGE, payloadTooLargeMessage(MAX_LOGIN_BODY_BYTES));

/**
 * The gateway parses no bodies, but the login rate limit keys on the e-mail: read the (small) login body here,
 * keep its bytes for the proxy to forward unchanged.
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
    request.bufferedBody = Buffer.concat(chunks);
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
