import { App } from 'antd';
import { useMemo } from 'react';
import { type ToastInput, toNotification } from './toast-policy';

export interface ToastApi {
  /** Shows a toast top-right and returns its id. */
  toast: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Toasts for the shell and every remote. It keeps no state of its own: it speaks to the antd `App` the shell's
 * layout mounts (antd is a shared singleton, so a remote reaches the same one), which owns the list, the limit and
 * the viewport (F8, swipe). Outside that App antd falls back to a plain notification.
 */
export function useToast(): ToastApi {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      toast: (toast) => {
        const id = randomId();
        const { type, ...args } = toNotification(id, toast);
        notification[type](args);
        return id;
      },
      dismiss: (id) => notification.destroy(id),
    }),
    [notification],
  );
}
