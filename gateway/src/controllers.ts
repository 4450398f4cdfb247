import { ApiDocsController } from './docs/api-docs.controller';
import { HealthController } from './health/health.controller';
import {
  AdminProxyController,
  ApiProxyController,
  AuthProxyController,
  UserProxyController,
} from './proxy/proxy.controller';
import { SignedImageProxyController } from './proxy/signed-image.controller';
import { RemotesController } from './remotes/remotes.controller';

/**
 * The gateway's controllers, in the order Express tries their routes: the catch-all proxies come after every
 * specific route. AppModule registers them; ProxiedLane reads their routes to know which handler Nest's router
 * would pick.
 */
export const GATEWAY_CONTROLLERS = [
  HealthController,
  RemotesController,
  ApiDocsController,
  AuthProxyController,
  UserProxyController,
  AdminProxyController,
  SignedImageProxyController,
  ApiProxyController,
];
