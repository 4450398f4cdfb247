import { useRealtime } from '@pipcrafters/ui';
import { useQueryClient } from '@tanstack/react-query';
import { progressKeys } from '../api/missions-api';

/**
 * Keeps the missions pages current while they are open: `progress:updated` (a mission moved, a badge unlocked, the
 * streak changed) reads the progress queries again, and `xp:updated` the XP profile.
 */
export function useProgressUpdates(): void {
  const queryClient = useQueryClient();
  useRealtime('progress:updated', () => void queryClient.invalidateQueries({ queryKey: progressKeys.all }));
  // Read again rather than taken from the push: pushes of one change can arrive out of order (a lesson's XP, then
  // the missions it completed), and the last one to arrive is not always the newest total.
  useRealtime('xp:updated', () => void queryClient.invalidateQueries({ queryKey: progressKeys.xpProfile() }));
}
