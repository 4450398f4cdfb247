import type { AdminUser, UserStatus } from './auth';

/** Fields the admin users list can be sorted by (server-side, anything else is a 400). */
export const USER_SORT_FIELDS = ['name', 'email', 'createdAt', 'status'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Most sign-up requests one bulk approval may carry. */
export const MAX_BULK_APPROVE = 100;

/** POST /api/admin/requests/approve */
export interface BulkApproveRequest {
  ids: string[];
}

/** Why a request of a bulk approval was left as it was. */
export type BulkApproveSkipReason = 'NOT_FOUND' | 'NOT_PENDING';

export interface BulkApproveSkipped {
  id: string;
  reason: BulkApproveSkipReason;
  /** The same reason in Spanish, ready to show. */
  message: string;
}

/** Each id is either approved or skipped; one bad id never fails the others. */
export interface BulkApproveResponse {
  approved: AdminUser[];
  skipped: BulkApproveSkipped[];
}

/** What admins do to accounts, as the audit log records it. */
export const ADMIN_ACTIONS = [
  'APPROVE',
  'REJECT',
  'SUSPEND',
  'REACTIVATE',
  'GRANT_ADMIN',
  'REMOVE_ADMIN',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Someone named in the activity feed (null when that account no longer exists). */
export interface ActivityPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** One line of the recent activity: a sign-up, or an admin's decision on an account. */
export type AdminActivity =
  | { id: string; kind: 'SIGNUP'; at: string; user: ActivityPerson }
  | {
      id: string;
      kind: AdminAction;
      at: string;
      actor: ActivityPerson | null;
      target: ActivityPerson | null;
      /** The rejection reason, when one was given. */
      reason: string | null;
    };

/** Sign-ups in one calendar week (Monday to Sunday in the time zone asked for). */
export interface SignupWeek {
  /** The week's Monday, `YYYY-MM-DD`. */
  weekStart: string;
  count: number;
}

/** Weeks the sign-ups chart covers, the current one included. */
export const SIGNUP_WEEKS = 12;

/** Latest sign-ups and admin decisions shown on the admin panel. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** GET /api/admin/users/stats?tz=<IANA time zone> */
export interface AdminUserStats {
  total: number;
  byStatus: Record<UserStatus, number>;
  /** Accounts holding ADMIN, and all the others. */
  byRole: { admin: number; other: number };
  /** The last SIGNUP_WEEKS weeks, oldest first, weeks without sign-ups included with 0. */
  signupsPerWeek: SignupWeek[];
  /** Newest first. */
  recentActivity: AdminActivity[];
}
