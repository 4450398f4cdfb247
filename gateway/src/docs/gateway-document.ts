import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ErrorCode } from '@pipcrafters/contracts';
import {
  addErrorResponse,
  buildOpenApiDocument,
  documentOnFirstUse,
  type RouteHandler,
} from '@pipcrafters/service-kit';
import { rateLimitedAction } from '../rate-limit/rate-limit';
import { ApiDocsService } from './api-docs.service';
import type { GatewayOperation } from './merge';

/** What the gateway's own handlers add to their operations: catch-all forwarding and rate limits. */
function describeGatewayRoute(operation: GatewayOperation, { handler }: RouteHandler): void {
  const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
  const catchAll = typeof path === 'string' ? /\*(\w+)/.exec(path)?.[1] : undefined;
  if (catchAll) operation['x-catch-all'] = catchAll;
  const action = rateLimitedAction(handler);
  if (action) {
    operation['x-rate-limited'] = action;
    addErrorResponse(operation, 429, [ErrorCode.RATE_LIMITED]);
  }
}

/**
 * Describes the gateway's own routes (health, remotes config, docs, and the forwarding routes whose policies the
 * merged document applies to each service's operations) for `/api/docs`, built on its first request (the OpenAPI
 * libraries load then, not at start-up). Call it before the app listens.
 */
export function describeGatewayApi(app: INestApplication): void {
  app
    .get(ApiDocsService)
    .useGatewayDocument(
      documentOnFirstUse(() => buildOpenApiDocument(app, 'gateway', { describe: describeGatewayRoute })),
    );
}
