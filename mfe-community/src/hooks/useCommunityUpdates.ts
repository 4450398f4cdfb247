import { useRealtime } from '@pipcrafters/ui';
import { useQueryClient } from '@tanstack/react-query';
import { communityKeys } from '../api/community-api';

/**
 * A new comment anywhere (`comment:new` reaches every signed-in socket): the open post it belongs to is read
 * again, so the comment appears without a reload; the feeds are only marked stale (their counts are read again
 * when next shown, not on every comment of the community).
 */
export function useCommunityUpdates(openPostId?: string): void {
  const queryClient = useQueryClient();
  useRealtime('comment:new', ({ postId }) => {
    if (postId === openPostId) void queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
    void queryClient.invalidateQueries({ queryKey: communityKeys.feeds(), refetchType: 'none' });
  });
}
