import { type ApiErrorBody, ErrorCode, Messages, type Role, type SessionState } from '@pipcrafters/contracts';

export interface RouteRequirements {
  /** Roles of which the user needs one; none means any signed-in user. */
  roles?: readonly Role[];
  /** Pending, rejected and suspended accounts may call the route (current user). */
  anyAccountStatus?: boolean;
}

const BLOCKED: Record<string, ApiErrorBody> = {
  PENDING: { statusCode: 403, code: ErrorCode.ACCOUNT_PENDING, message: Messages.accountPending },
  REJECTED: { statusCode: 403, code: ErrorCode.ACCOUNT_REJECTED, message: Messages.accountRejected },
  SUSPENDED: { statusCode: 403, code: ErrorCode.ACCOUNT_SUSPENDED, message: Messages.accountSuspended },
};

const FORBIDDEN: ApiErrorBody = {
  statusCode: 403,
  code: ErrorCode.FORBIDDEN,
  message: 'No tienes permiso para realizar esta acción.',
};

const UNAUTHENTICATED: ApiErrorBody = {
  statusCode: 401,
  code: ErrorCode.UNAUTHENTICATED,
  message: Messages.unauthenticated,
};

/**
 * Decides, from identity's fresh view of the session (not the token's claims), whether a verified token may use
 * a route. Returns the error to answer with, or null to let the request through.
 */
export function accountAccessError(
  userId: string,
  session: SessionState | null,
  route: RouteRequirements,
): ApiErrorBody | null {
  if (!session?.active || session.userId !== userId) return UNAUTHENTICATED;
  if (session.status !== 'ACTIVE' && !route.anyAccountStatus) {
    return BLOCKED[session.status] ?? FORBIDDEN;
  }
  if (route.roles && route.roles.length > 0 && !route.roles.some((role) => session.roles.includes(role))) {
    return route.roles.includes('ADMIN')
      ? { statusCode: 403, code: ErrorCode.ADMIN_REQUIRED, message: Messages.adminRequired }
      : FORBIDDEN;
  }
  return null;
}
