import type { ReactNode } from 'react';

/** One page a remote mounts inside the shell's router; `path` is relative to the root ('aprende/module/:id'). */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
}

/** What a remote's `./routes` module exposes. */
export interface RemoteRoutesModule {
  default: RemoteRoute[];
}
