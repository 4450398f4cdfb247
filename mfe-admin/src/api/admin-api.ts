import { apiFetch } from '@pipcrafters/api-client';
import type {
  AdminUser,
  AdminUserStats,
  BulkApproveResponse,
  CommunitySuspensionInput,
  ModerationAction,
  ModerationItem,
  Page,
  RejectRequest,
  Role,
  SortOrder,
  UserSortField,
  UserStatus,
} from '@pipcrafters/contracts';

export const DEFAULT_PAGE_SIZE = 20;

export interface RequestFilters {
  search: string;
  page: number;
  pageSize: number;
}

export interface UserSort {
  field: UserSortField;
  order: SortOrder;
}

/** What the server does when no sort is asked for. */
export const DEFAULT_USER_SORT: UserSort = { field: 'createdAt', order: 'desc' };

export interface UserFilters extends RequestFilters {
  status?: UserStatus;
  role?: Role;
  sort: UserSort;
}

/** The filters after the table's pager moved: a new page size starts again from page 1. */
export function turnPage<T extends { page: number; pageSize: number }>(
  filters: T,
  page: number,
  pageSize: number,
): T {
  return { ...filters, page: pageSize === filters.pageSize ? page : 1, pageSize };
}

export type UserAction = 'grantAdmin' | 'revokeAdmin' | 'suspend' | 'reactivate';

/** Every admin query lives under this key, so one invalidation refreshes tables, figures and activity. */
export const adminKeys = {
  all: ['admin'] as const,
  requests: (filters: RequestFilters) => ['admin', 'requests', filters] as const,
  users: (filters: UserFilters) => ['admin', 'users', filters] as const,
  stats: (timeZone: string) => ['admin', 'stats', timeZone] as const,
  moderationQueue: ['admin', 'moderation-queue'] as const,
};

/** A member's suspension from the community as the service answers it (`suspendedUntil` null once lifted). */
export interface MemberSuspension {
  userId: string;
  suspendedUntil: string | null;
  reason: string | null;
}

function moderationPath(item: Pick<ModerationItem, 'targetType' | 'targetId'>): string {
  const kind = item.targetType === 'post' ? 'posts' : 'comments';
  return `/api/admin/community/${kind}/${encodeURIComponent(item.targetId)}`;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    search.set(key, value === undefined ? '' : String(value));
  return search.toString();
}

/** The browser's time zone, so sign-up weeks are the calendar weeks the admin lives in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const adminApi = {
  stats: (timeZone: string, signal?: AbortSignal) =>
    apiFetch<AdminUserStats>(`/api/admin/users/stats?${query({ tz: timeZone })}`, { signal }),
  listRequests: ({ search, page, pageSize }: RequestFilters, signal?: AbortSignal) =>
    apiFetch<Page<AdminUser>>(`/api/admin/requests?${query({ search, page, pageSize })}`, { signal }),
  approve: (id: string) =>
    apiFetch<unknown>(`/api/admin/requests/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
  approveMany: (ids: string[]) =>
    apiFetch<BulkApproveResponse>('/api/admin/requests/approve', { method: 'POST', body: { ids } }),
  reject: (id: string, body: RejectRequest) =>
    apiFetch<unknown>(`/api/admin/requests/${encodeURIComponent(id)}/reject`, { method: 'POST', body }),
  listUsers: ({ search, status, role, sort, page, pageSize }: UserFilters, signal?: AbortSignal) =>
    apiFetch<Page<AdminUser>>(
      `/api/admin/users?${query({ search, status, role, sort: sort.field, order: sort.order, page, pageSize })}`,
      { signal },
    ),
  userAction: (id: string, action: UserAction) => {
    const base = `/api/admin/users/${encodeURIComponent(id)}`;
    switch (action) {
      case 'grantAdmin':
        return apiFetch<unknown>(`${base}/admin`, { method: 'POST' });
      case 'revokeAdmin':
        return apiFetch<unknown>(`${base}/admin`, { method: 'DELETE' });
      case 'suspend':
        return apiFetch<unknown>(`${base}/suspend`, { method: 'POST' });
      case 'reactivate':
        return apiFetch<unknown>(`${base}/reactivate`, { method: 'POST' });
    }
  },
  moderationQueue: (signal?: AbortSignal) =>
    apiFetch<ModerationItem[]>('/api/admin/community/queue', { signal }),
  moderate: (item: Pick<ModerationItem, 'targetType' | 'targetId'>, action: ModerationAction) =>
    action === 'delete'
      ? apiFetch<unknown>(moderationPath(item), { method: 'DELETE' })
      : apiFetch<unknown>(`${moderationPath(item)}/${action}`, { method: 'POST' }),
  suspendMember: (userId: string, body: CommunitySuspensionInput) =>
    apiFetch<MemberSuspension>(`/api/admin/community/members/${encodeURIComponent(userId)}/suspension`, {
      method: 'POST',
      body,
    }),
  liftSuspension: (userId: string) =>
    apiFetch<MemberSuspension>(`/api/admin/community/members/${encodeURIComponent(userId)}/suspension`, {
      method: 'DELETE',
    }),
};
