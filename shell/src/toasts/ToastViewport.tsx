import { TOAST_HOTKEY, useToastStore } from '@pipcrafters/ui';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ToastCard } from './ToastCard';

/**
 * The toasts of the shell and of every remote (the UI kit's toast store, a shared singleton), drawn top-right by the
 * shell itself (public/app-chrome.css), newest first, in the landmark F8 moves the focus to; while the focus is in
 * it their time stands still. No antd notification: no signed-in page downloads it.
 */
export function ToastViewport() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const viewportRef = useRef<HTMLElement>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      viewportRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A focused element that leaves the page (a toast closed by its button) takes no blur event with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again whenever the toasts change.
  useEffect(() => {
    setFocused(viewportRef.current?.contains(document.activeElement) ?? false);
  }, [toasts]);

  const close = useCallback(
    (id: string, keepFocus: boolean) => {
      // Closed from the keyboard: the focus stays with the toasts rather than going back to the page's start.
      if (keepFocus) viewportRef.current?.focus();
      dismiss(id);
    },
    [dismiss],
  );
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={viewportRef}
      tabIndex={-1}
      aria-label={`Avisos (${TOAST_HOTKEY})`}
      data-testid="toast-viewport"
      className="pc-toast-viewport"
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {toasts
        .map((toast) => <ToastCard key={toast.id} toast={toast} paused={focused} onClose={close} />)
        .reverse()}
    </section>
  );
}
