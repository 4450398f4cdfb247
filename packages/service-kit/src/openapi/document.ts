import { type INestApplication, Logger, type Type } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { toApiError } from '../errors';
import type { PlatformOperation } from './operation';

export type { OpenAPIObject };

/** A route of the application: the controller class and the method that answers it. */
export interface RouteHandler {
  controller: Type<unknown>;
  // biome-ignore lint/complexity/noBannedTypes: Nest's route handlers are plain methods.
  handler: Function;
  /** The handler's name on the controller's prototype. */
  method: string;
}

export interface OpenApiOptions {
  /** More to say of an operation, from its handler's own metadata (the gateway's rate limits). */
  describe?: (operation: PlatformOperation, route: RouteHandler) => void;
}

/** Where a service serves its document, on its own address (never under /api: the gateway does not forward it). */
export const OPENAPI_PATH = '/openapi.json';

/**
 * The OpenAPI document of a NestJS application (`createOpenApiDocument` in build-document.ts). @nestjs/swagger and
 * class-validator-jsonschema are loaded on the first call, not at start-up: they hold about 16 MB in every process,
 * and only whoever reads `/openapi.json` or `/api/docs` (an admin, the API tests) needs them. Nothing on a process's
 * start path may import build-document.ts or dto-schema.ts (openapi/lazy-load.int.test.ts checks it).
 */
export async function buildOpenApiDocument(
  app: INestApplication,
  serviceName: string,
  options: OpenApiOptions = {},
): Promise<OpenAPIObject> {
  const { createOpenApiDocument } = await import('./build-document');
  return createOpenApiDocument(app, serviceName, options);
}

/**
 * Builds a document once, on first use, and keeps it (the routes do not change while the process runs); a build
 * that fails is tried again on the next use.
 */
export function documentOnFirstUse(build: () => Promise<OpenAPIObject>): () => Promise<OpenAPIObject> {
  let document: Promise<OpenAPIObject> | undefined;
  return () => {
    document ??= build().catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return document;
  };
}

/**
 * Serves the service's OpenAPI document at `GET /openapi.json` on the service itself, built on the first request.
 * The route sits outside the guards (no gateway identity needed) and outside /api, so only whoever reaches the
 * service directly (the gateway, on the internal network) can read it. Call it before the app listens.
 */
export function publishOpenApi(app: INestApplication, serviceName: string): void {
  const document = documentOnFirstUse(() => buildOpenApiDocument(app, serviceName));
  const http = app.getHttpAdapter();
  http.get(OPENAPI_PATH, (_request: unknown, response: unknown) => {
    document().then(
      (built) => {
        http.setHeader(response, 'Cache-Control', 'no-store');
        http.reply(response, built, 200);
      },
      (error: unknown) => {
        new Logger('OpenApi').error(error);
        const body = toApiError(error);
        http.reply(response, body, body.statusCode);
      },
    );
  });
}
