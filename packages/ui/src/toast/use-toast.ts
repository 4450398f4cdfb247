import type { ToastInput } from './toast-policy';
import { useToastStore } from './toast-store';

export interface ToastApi {
  /** Shows a toast top-right and returns its id. */
  toast: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

const TOAST_API: ToastApi = {
  toast: (toast) => useToastStore.getState().show(toast),
  dismiss: (id) => useToastStore.getState().dismiss(id),
};

/**
 * Toasts for the shell and every remote. They go to the UI kit's toast store, which the shell's signed-in layout
 * draws (top-right, at most 20, F8, swipe): no antd notification, so no page pays for it. The functions never
 * change, so they are safe in a hook's dependencies.
 */
export function useToast(): ToastApi {
  return TOAST_API;
}
