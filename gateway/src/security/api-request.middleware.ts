import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { ErrorCode, Messages } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-env';
import { DOCS_PATH, DOCS_UI_PATH } from '../docs/swagger-ui';
import { resolveService } from '../proxy/route-resolution';
import { csrfAllows } from './csrf';

/** Routes the gateway answers itself; every other /api path must belong to a service. */
const GATEWAY_ROUTES = new Set(['/api/health', '/api/config/remotes', DOCS_PATH, DOCS_UI_PATH]);
const isGatewayRoute = (path: string) => GATEWAY_ROUTES.has(path) || path.startsWith(`${DOCS_UI_PATH}/`);

/**
 * The first checks on every /api request, before any identity work: the path must exist (404 otherwise) and a
 * write must pass the CSRF checks (403). Every /api answer is someone's data or a decision about them: never stored
 * by a browser or a shared proxy (`no-store`), unless a route says otherwise (the API docs page's files).
 */
@Injectable()
export class ApiRequestMiddleware implements NestMiddleware {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  use(request: Request, response: Response, next: NextFunction): void {
    response.setHeader('Cache-Control', 'no-store');
    const path = request.path.replace(/(.)\/+$/, '$1');
    if (!isGatewayRoute(path) && !resolveService(request.path)) {
      throw new ApiException(404, ErrorCode.NOT_FOUND, Messages.notFound);
    }
    if (!csrfAllows(request, this.config.allowedOrigins)) {
      throw new ApiException(403, ErrorCode.CSRF_REJECTED, Messages.csrfRejected);
    }
    next();
  }
}
