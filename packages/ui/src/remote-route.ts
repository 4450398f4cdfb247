import type { ReactNode } from 'react';

/** One page a remote mounts inside the shell's router; `path` is relative to the root ('aprende/module/:id'). */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
  /**
   * false: the page's first view draws no antd component, so the shell draws it without antd's provider and its
   * style engine (the parts drawn with antd come through `lazyWithAntd`). Absent or true: the shell loads antd's
   * provider with the page and draws the page inside it.
   */
  antd?: boolean;
}

/** What a remote's `./routes` module exposes. */
export interface RemoteRoutesModule {
  default: RemoteRoute[];
}
