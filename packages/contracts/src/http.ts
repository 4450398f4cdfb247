/** The gateway's signed statement of who is calling, forwarded to every service. */
export const GATEWAY_IDENTITY_HEADER = 'x-pipcrafters-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
/** Custom header every state-changing, cookie-authenticated request must carry (CSRF defence). */
export const CSRF_HEADER = 'x-pipcrafters-csrf';
export const CSRF_HEADER_VALUE = '1';

export const GATEWAY_IDENTITY_ISSUER = 'pipcrafters-gateway';
export const GATEWAY_IDENTITY_AUDIENCE = 'pipcrafters-services';
export const GATEWAY_IDENTITY_TTL_SECONDS = 60;

import type { Role, UserStatus } from './auth';

/** Claims of the gateway identity token (HS256 with the internal secret). `sub` is absent for anonymous calls. */
export interface GatewayIdentityClaims {
  sub?: string;
  email?: string;
  roles: Role[];
  status?: UserStatus;
  sid?: string;
  /** The access token came as `Authorization: Bearer` (not the session cookie): bearer-only services need it. */
  bearer?: boolean;
}

/** GET /internal/sessions/:sid on identity, called only by the gateway (with its signed identity). */
export interface SessionState {
  active: boolean;
  userId: string;
  status: UserStatus;
  roles: Role[];
}
