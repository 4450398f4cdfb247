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
  /**
   * When an active session ends by the clock alone (its last refresh token or the account expiring), ISO 8601;
   * null when nothing of the kind is due. Every other change is announced on SESSION_CHANGES_CHANNEL.
   */
  expiresAt?: string | null;
}

/**
 * PostgreSQL channel on which identity announces, as each change commits, every write that can change a session's
 * state (a trigger on its tables, so no write path is missed): `s:<session id>` for one session, `u:<user id>` for
 * every session of an account (status, roles, expiry, deletion), `*` for all (a table emptied).
 */
export const SESSION_CHANGES_CHANNEL = 'pipcrafters_session_changes';
