import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once and the whole list in a transition right after: a long list's first screen is
 * drawn in one short task, and React renders the rest (below the fold) in slices that leave the main thread free.
 */
export function useProgressiveList<T>(items: T[], first: number): T[] {
  const [whole, setWhole] = useState(false);
  const long = items.length > first;
  useEffect(() => {
    if (long && !whole) startTransition(() => setWhole(true));
  }, [long, whole]);
  return whole || !long ? items : items.slice(0, first);
}
