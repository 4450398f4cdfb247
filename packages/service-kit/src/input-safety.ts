import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ErrorCode,
  MAX_INPUT_ARRAY_LENGTH,
  MAX_INPUT_DEPTH,
  Messages,
  UPLOAD_ROUTES,
  uploadLimit,
} from '@pipcrafters/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ApiException } from './errors';

/**
 * The checks every request's input passes before anything reads it: PostgreSQL refuses NUL characters in text
 * (error 22021), lone UTF-16 surrogates break encoders (URIError) and cannot be stored as UTF-8, deep nesting
 * overflows the stack of class-transformer and class-validator (both recursive), and a long array costs the
 * validator time for every element. Text is normalised to NFC, so one name, e-mail or search is one string.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const invalidCharacters = () =>
  new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.invalidCharacters);

/** The text in NFC; a NUL character or a lone surrogate is a 400. */
export function safeText(text: string): string {
  if (text.includes('\0') || LONE_SURROGATE.test(text)) throw invalidCharacters();
  return text.normalize('NFC');
}

type Container = Record<string, unknown> | unknown[];

/**
 * Walks a parsed body, query or set of path parameters without recursion (so any depth is safe to walk): every
 * string and every key goes through `safeText`, nesting past `MAX_INPUT_DEPTH` and arrays past
 * `MAX_INPUT_ARRAY_LENGTH` are a 400. Returns the value with its strings in NFC (containers are updated in place).
 */
export function inspectInput<T>(value: T): T {
  const root: Record<string, unknown> = { value };
  const pending: { container: Container; depth: number }[] = [{ container: root, depth: 0 }];
  const visit = (child: unknown, depth: number): unknown => {
    if (typeof child === 'string') return safeText(child);
    if (typeof child === 'object' && child !== null) {
      if (depth + 1 > MAX_INPUT_DEPTH) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.inputTooDeep);
      }
      pending.push({ container: child as Container, depth: depth + 1 });
    }
    return child;
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { container, depth } = next;
    if (Array.isArray(container)) {
      if (container.length > MAX_INPUT_ARRAY_LENGTH) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.inputArrayTooLong);
      }
      for (let index = 0; index < container.length; index += 1) {
        container[index] = visit(container[index], depth);
      }
      continue;
    }
    for (const key of Object.keys(container)) {
      const safeKey = safeText(key);
      const child = visit(container[key], depth);
      if (safeKey !== key) delete container[key];
      container[safeKey] = child;
    }
  }
  return root.value as T;
}

/** Characters no URL of the platform carries unencoded: controls, spaces and anything outside ASCII. */
const RAW_URL_OUTSIDE_ASCII = /[^\x21-\x7e]/;

/**
 * Whether a request target (path and query, as received) is one to refuse: raw bytes outside printable ASCII,
 * percent-encoding that is not UTF-8 (an encoded surrogate, an overlong form, a lone `%`) or an encoded NUL.
 */
export function isHostileUrl(url: string): boolean {
  if (RAW_URL_OUTSIDE_ASCII.test(url)) return true;
  for (const part of url.split(/[/?&=;]/)) {
    if (!part.includes('%')) continue;
    try {
      if (decodeURIComponent(part).includes('\0')) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/** Express middleware: a hostile request target (`isHostileUrl`) is a Spanish 400 before any route sees it. */
export function refuseHostileUrls(request: Request, _response: Response, next: NextFunction): void {
  if (isHostileUrl(request.url)) {
    next(new ApiException(400, ErrorCode.VALIDATION_FAILED, Messages.invalidUrl));
    return;
  }
  next();
}

/**
 * What Node's HTTP parser answers before any framework sees the request (a request line or headers past 16 KB:
 * 431; a request that is not HTTP: 400), as the platform's Spanish error body instead of a bare status line.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({
      statusCode: status,
      message: status === 431 ? Messages.headersTooLarge : Messages.badRequest,
      code: ErrorCode.VALIDATION_FAILED,
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Express middleware, after the JSON parser: the parsed body goes through `inspectInput`. */
function inspectBody(request: Request, _response: Response, next: NextFunction): void {
  try {
    if (request.body !== undefined) request.body = inspectInput(request.body);
    next();
  } catch (error) {
    next(error);
  }
}

/** A JSON body's limit, but on the routes of UPLOAD_ROUTES (a post's image sent as a data URL), which have their own. */
export const JSON_BODY_LIMIT = 100 * 1024;

const isJson = (request: IncomingMessage) =>
  /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
const pathOf = (request: IncomingMessage) => (request.url ?? '').split('?')[0] ?? '';

/**
 * How a service reads requests: what Node's parser refuses answered in Spanish (the gateway adds headers, so a
 * request it let through may still pass a service's 16 KB), the target checked (`refuseHostileUrls`), then JSON
 * bodies only (`application/json`, gzip/deflate/br inflated within the same 100 KB, or the route's own limit in
 * UPLOAD_ROUTES; other encodings a 415) and inspected (`inspectInput`) before any guard, pipe or controller sees them.
 */
export function readRequests(app: INestApplication): void {
  const express = app as NestExpressApplication;
  answerMalformedRequests(express.getHttpServer());
  express.use(refuseHostileUrls);
  // One parser per limit, each reading only the requests whose route has that limit.
  const limitOf = (request: IncomingMessage) =>
    uploadLimit(request.method ?? '', pathOf(request), JSON_BODY_LIMIT);
  for (const limit of new Set([JSON_BODY_LIMIT, ...UPLOAD_ROUTES.map((route) => route.maxBytes)])) {
    express.useBodyParser('json', {
      limit,
      type: (request: IncomingMessage) => isJson(request) && limitOf(request) === limit,
    });
  }
  express.use(inspectBody);
}
