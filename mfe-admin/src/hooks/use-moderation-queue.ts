import { useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api/admin-api';

/** The community's moderation queue, read by the page and by the count on Panel Admin (one query, one key). */
export function useModerationQueue() {
  return useQuery({
    queryKey: adminKeys.moderationQueue,
    queryFn: ({ signal }) => adminApi.moderationQueue(signal),
  });
}
