import type { ArgsProps } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/** The spec's toast variants (§3); `destructive` is an error. */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the variant's duration when absent. */
  duration?: number;
}

/** At most this many toasts on screen; the oldest goes first (spec §9). */
export const TOAST_LIMIT = 20;
/** The key that moves focus to the toasts, so keyboard users can reach and close them (spec §9). */
export const TOAST_HOTKEY = 'F8';
/** A toast dragged sideways further than this many pixels is dismissed (spec §9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Spec §9: errors 4 s, successes 2 s, anything else 5 s. */
export const TOAST_DURATIONS_MS: Record<ToastVariant, number> = {
  destructive: 4000,
  success: 2000,
  warning: 5000,
  default: 5000,
};
/** The attribute that names a toast in the page (its id), for the tests and whoever looks for one toast. */
export const TOAST_KEY_ATTRIBUTE = 'data-toast-key';

/** A toast on screen: its random id, and its variant and duration settled. */
export interface ShownToast extends ToastInput {
  id: string;
  variant: ToastVariant;
  /** Milliseconds before it closes by itself; 0 keeps it until it is closed. */
  duration: number;
}

/** The toast as it is shown: the default variant and the variant's duration where the caller gave none. */
export function shownToast(id: string, toast: ToastInput): ShownToast {
  const variant = toast.variant ?? 'default';
  return { ...toast, id, variant, duration: toastDurationMs(variant, toast.duration) };
}

/** The list with one more toast at its end; past the limit the oldest go first (spec §9). */
export function withToast(toasts: readonly ShownToast[], toast: ShownToast): ShownToast[] {
  return [...toasts, toast].slice(-TOAST_LIMIT);
}

export function toastDurationMs(variant: ToastVariant = 'default', duration?: number): number {
  return duration !== undefined && Number.isFinite(duration) && duration >= 0
    ? duration
    : TOAST_DURATIONS_MS[variant];
}

/** Whether a toast released after moving `deltaX` pixels (towards the screen edge is positive) goes away. */
export function dismissedBySwipe(deltaX: number): boolean {
  return deltaX > TOAST_SWIPE_THRESHOLD_PX;
}

const NOTIFICATION_TYPES: Record<ToastVariant, NonNullable<ArgsProps['type']>> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
  warning: 'warning',
};

/**
 * The antd notification call for a toast: its type, key, duration in seconds and its id attribute. Only a remote's
 * own page uses it (see ./standalone-toasts.tsx); inside the shell the toasts are the shell's own markup.
 */
export function toNotification(
  id: string,
  toast: ToastInput,
): ArgsProps & { type: NonNullable<ArgsProps['type']> } {
  const variant = toast.variant ?? 'default';
  return {
    key: id,
    type: NOTIFICATION_TYPES[variant],
    title: toast.title,
    description: toast.description,
    duration: toastDurationMs(variant, toast.duration) / 1000,
    role: variant === 'destructive' ? 'alert' : 'status',
    props: { [TOAST_KEY_ATTRIBUTE]: id } as ArgsProps['props'],
    style: { touchAction: 'pan-y' },
  };
}
