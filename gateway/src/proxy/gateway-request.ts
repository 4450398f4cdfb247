import type { AccessTokenClaims, GatewayIdentityClaims } from '@pipcrafters/contracts';
import type { Request } from 'express';

/** The request as the gateway's middleware and guards leave it for the proxy. */
export interface GatewayRequest extends Request {
  /** Request id given by pino-http (incoming x-request-id when well-formed). */
  id: string | number | object;
  /** Verified access-token claims (set by the auth guard). */
  user?: AccessTokenClaims;
  /** Who the request is forwarded as; anonymous when unset. */
  gatewayIdentity?: GatewayIdentityClaims;
  /** A body the gateway had to read itself (login), forwarded as these bytes. */
  bufferedBody?: Buffer;
}
