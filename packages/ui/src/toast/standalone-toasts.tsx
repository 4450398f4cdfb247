import { App } from 'antd';
import { useEffect } from 'react';
import type { ShownToast } from './toast-policy';
import { toNotification } from './toast-policy';
import { useToastStore } from './toast-store';

/**
 * A remote's own page (no shell, so no toast viewport): the toasts of the store as antd notifications, closed in the
 * store when antd closes them. Must sit inside antd's `App`. Never part of the shell's pages.
 */
export function StandaloneToasts() {
  const { notification } = App.useApp();
  useEffect(() => {
    const shown = new Set<string>();
    const open = (toasts: ShownToast[]) => {
      for (const toast of toasts) {
        if (shown.has(toast.id)) continue;
        shown.add(toast.id);
        const { type, ...args } = toNotification(toast.id, toast);
        notification[type]({ ...args, onClose: () => useToastStore.getState().dismiss(toast.id) });
      }
      for (const id of shown) {
        if (toasts.some((toast) => toast.id === id)) continue;
        shown.delete(id);
        notification.destroy(id);
      }
    };
    open(useToastStore.getState().toasts);
    return useToastStore.subscribe((state) => open(state.toasts));
  }, [notification]);
  return null;
}
