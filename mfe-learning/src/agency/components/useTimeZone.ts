import { useSession } from '@pipcrafters/ui';

/** The zone dates are shown and planned in: the profile's, else the browser's. */
export function useTimeZone(): string {
  const { user } = useSession();
  return user?.preferences?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
