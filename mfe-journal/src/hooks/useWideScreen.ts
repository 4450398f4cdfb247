import { useSyncExternalStore } from 'react';

/** antd's `sm` breakpoint: 576 px and wider. */
const SMALL_AND_UP = '(min-width: 576px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(SMALL_AND_UP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True from antd's `sm` breakpoint up (what `Grid.useBreakpoint().sm` said, without antd's grid). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_AND_UP).matches,
    () => true,
  );
}
