import { apiFetch } from '@pipcrafters/api-client';
import type { AdminUser, Page, RejectRequest, Role, UserStatus } from '@pipcrafters/contracts';

export const DEFAULT_PAGE_SIZE = 20;

export interface UserFilters {
  search: string;
  status?: UserStatus;
  role?: Role;
  page: number;
  pageSize: number;
}

export type UserAction = 'grantAdmin' | 'revokeAdmin' | 'suspend' | 'reactivate';

/** Every admin query lives under this key, so one invalidation refreshes both tables. */
export const adminKeys = {
  all: ['admin'] as const,
  requests: (page: number, pageSize: number) => ['admin', 'requests', page, pageSize] as const,
  users: (filters: UserFilters) => ['admin', 'users', filters] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    search.set(key, value === undefined ? '' : String(value));
  return search.toString();
}

export const adminApi = {
  listRequests: (page: number, pageSize: number, signal?: AbortSignal) =>
    apiFetch<Page<AdminUser>>(`/api/admin/requests?${query({ page, pageSize })}`, { signal }),
  approve: (id: string) =>
    apiFetch<unknown>(`/api/admin/requests/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
  reject: (id: string, body: RejectRequest) =>
    apiFetch<unknown>(`/api/admin/requests/${encodeURIComponent(id)}/reject`, { method: 'POST', body }),
  listUsers: ({ search, status, role, page, pageSize }: UserFilters, signal?: AbortSignal) =>
    apiFetch<Page<AdminUser>>(`/api/admin/users?${query({ search, status, role, page, pageSize })}`, {
      signal,
    }),
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
};
