import { useSession } from '@pipcrafters/ui';
import { resolveTimeZone } from '../format/time';

/** The zone the journal shows and reads times in: the profile's, else the browser's. */
export function useTimeZone(): string {
  const { user } = useSession();
  return resolveTimeZone(user?.preferences?.timeZone);
}
