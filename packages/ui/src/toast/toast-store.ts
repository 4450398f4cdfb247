import { create } from 'zustand';
import { type ShownToast, shownToast, type ToastInput, withToast } from './toast-policy';

interface ToastState {
  /** Oldest first, at most TOAST_LIMIT. */
  toasts: ShownToast[];
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * The toasts on screen. The UI kit and zustand are shared singletons, so the shell and every remote reach this one
 * store: whoever raises a toast, the shell's viewport draws it and closes it when its time is up.
 */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (toast) => {
    const shown = shownToast(randomId(), toast);
    set((state) => ({ toasts: withToast(state.toasts, shown) }));
    return shown.id;
  },
  dismiss: (id) =>
    set((state) =>
      state.toasts.some((toast) => toast.id === id)
        ? { toasts: state.toasts.filter((toast) => toast.id !== id) }
        : state,
    ),
}));
