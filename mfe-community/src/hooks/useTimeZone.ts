import { useSession } from '@pipcrafters/ui';
import { resolveTimeZone } from '../format/format';

/** The zone dates are shown in: the profile's, else the browser's. */
export function useTimeZone(): string {
  const { user } = useSession();
  return resolveTimeZone(user?.preferences?.timeZone);
}
