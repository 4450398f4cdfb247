import type { ButtonProps, TooltipProps } from 'antd';
import { type ComponentType, use } from 'react';

/** The antd components the kit's own components draw with (LinkButton, Tooltip). */
export interface AntdParts {
  Button: ComponentType<ButtonProps>;
  Tooltip: ComponentType<TooltipProps>;
}

/** A promise React's `use` reads at once when it has settled (its status is the one React itself records). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let parts: Tracked<AntdParts> | undefined;

/**
 * antd's Button and Tooltip, downloaded on first need rather than with the kit: the kit is one shared module that
 * every signed-in page downloads whole, and the dashboard draws no antd component at all. The shell calls this
 * before it draws a page made with antd (a remote's area, the profile), so those never wait for it; elsewhere the
 * first component that needs them suspends once. A failed download is tried again by the next caller.
 */
export function loadAntdParts(): Promise<AntdParts> {
  if (!parts) {
    const loading: Tracked<AntdParts> = Promise.all([
      import('antd/es/button'),
      import('antd/es/tooltip'),
    ]).then(([button, tooltip]) => ({ Button: button.default, Tooltip: tooltip.default }));
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      },
      () => {
        parts = undefined;
      },
    );
    parts = loading;
  }
  return parts;
}

/** The antd parts, suspending only until their first download has arrived. */
export function useAntdParts(): AntdParts {
  return use(loadAntdParts());
}
