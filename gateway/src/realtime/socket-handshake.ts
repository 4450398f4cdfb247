import type { IncomingHttpHeaders } from 'node:http';
import {
  ACCESS_COOKIE,
  type ApiErrorBody,
  ErrorCode,
  Messages,
  type RealtimeConnectErrorData,
  type SessionState,
} from '@pipcrafters/contracts';
import { accessRefusal, SIGNED_IN } from '@pipcrafters/service-kit';
import { sessionCaller } from '../auth/account-access';
import { GatewayMessages } from '../messages';
import { isAllowedOrigin } from '../security/csrf';

/** What the gateway reads of a socket.io handshake. */
export interface SocketHandshake {
  headers: IncomingHttpHeaders;
  auth: Record<string, unknown>;
}

/** Why a socket is refused: an error code and its Spanish message. */
export type Refusal = Pick<ApiErrorBody, 'code' | 'message'>;

/** At most this many sockets per user on one gateway instance (tabs, windows and devices together). */
export const MAX_SOCKETS_PER_USER = 20;

export const FOREIGN_ORIGIN: Refusal = {
  code: ErrorCode.CSRF_REJECTED,
  message: GatewayMessages.realtime.foreignOrigin,
};

export const NOT_SIGNED_IN: Refusal = {
  code: ErrorCode.UNAUTHENTICATED,
  message: Messages.unauthenticated,
};

export const TOO_MANY_SOCKETS: Refusal = {
  code: ErrorCode.RATE_LIMITED,
  message: GatewayMessages.realtime.tooManySockets(MAX_SOCKETS_PER_USER),
};

/** The value of one cookie in a `Cookie` header (the first one of that name, URL-decoded), or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not URL-encoded: taken as it is, and the signature check decides.
    }
    return value === '' ? null : value;
  }
  return null;
}

/**
 * The access token an HTTP request of the handshake carries, as for `/api`: `Authorization: Bearer` when that header
 * is sent (then the cookie is not looked at), otherwise the httpOnly `pc_access` cookie the browser sends.
 */
export function requestAccessToken(headers: IncomingHttpHeaders): string | null {
  const authorization = headers.authorization;
  if (authorization !== undefined) return /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1] ?? null;
  return cookieValue(headers.cookie, ACCESS_COOKIE);
}

/**
 * The access token a socket presents: `auth.token` when the client gives one in socket.io's handshake (then the
 * headers are not looked at), otherwise what the HTTP request carried (`requestAccessToken`). engine.io's own
 * handshake, which comes first, has only the HTTP request: a client that is not a browser sends its token there as
 * `Authorization: Bearer`.
 */
export function socketAccessToken(handshake: SocketHandshake): string | null {
  const given = handshake.auth?.token;
  if (given !== undefined) return typeof given === 'string' && given.trim() !== '' ? given.trim() : null;
  return requestAccessToken(handshake.headers);
}

/**
 * Cross-site WebSocket hijacking: a browser names the page's origin on every handshake (WebSocket or polling), and
 * it must be one of ours. Clients that are not browsers send none and carry no one else's cookies.
 */
export function socketOriginAllowed(
  origin: string | string[] | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  return typeof origin === 'string' && isAllowedOrigin(origin, allowedOrigins);
}

/**
 * Who may hold a socket, from identity's fresh view of the session: ACTIVE users, and PENDING ones so the
 * pending-approval page hears its decision. Ended sessions, REJECTED and SUSPENDED accounts are refused.
 */
export function socketAccessError(userId: string, session: SessionState | null): Refusal | null {
  const policy = { ...SIGNED_IN, anyAccountStatus: session?.status === 'PENDING' };
  return accessRefusal(policy, sessionCaller(userId, session));
}

/** The error a socket.io middleware refuses with: the client's `connect_error` gets the message and `data.code`. */
export function connectError(refusal: Refusal): Error & { data: RealtimeConnectErrorData } {
  return Object.assign(new Error(refusal.message), { data: { code: refusal.code } });
}
