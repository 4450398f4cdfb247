import { dismissedBySwipe, TOAST_HOTKEY, TOAST_KEY_ATTRIBUTE } from '@pipcrafters/ui';
import { App } from 'antd';
import { type RefObject, useEffect } from 'react';

const NOTICE = '.ant-notification-notice';

interface Drag {
  pointerId: number;
  startX: number;
  notice: HTMLElement;
}

function place(notice: HTMLElement, deltaX: number): void {
  const offset = Math.max(0, deltaX);
  notice.style.transform = offset ? `translateX(${offset}px)` : '';
  notice.style.opacity = offset ? String(Math.max(0.2, 1 - offset / 200)) : '';
}

/**
 * The landmark antd's notifications render into (AppLayout passes it as their container): F8 moves focus here, and
 * a toast dragged towards the right edge past the spec's threshold is dismissed, whoever raised it (shell or remote).
 * The toasts are a React portal whose React parent is antd's App, so the drag is followed with DOM listeners.
 */
export function ToastViewport({ viewportRef }: { viewportRef: RefObject<HTMLElement | null> }) {
  const { notification } = App.useApp();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let drag: Drag | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      viewport.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as HTMLElement;
      if (event.button !== 0 || target.closest('button, a')) return;
      const notice = target.closest<HTMLElement>(NOTICE);
      if (!notice) return;
      drag = { pointerId: event.pointerId, startX: event.clientX, notice };
      notice.setPointerCapture?.(event.pointerId);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (drag?.pointerId === event.pointerId) place(drag.notice, event.clientX - drag.startX);
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (drag?.pointerId !== event.pointerId) return;
      const { notice, startX } = drag;
      drag = null;
      if (event.type !== 'pointerup' || !dismissedBySwipe(event.clientX - startX)) {
        place(notice, 0);
        return;
      }
      const key = notice.getAttribute(TOAST_KEY_ATTRIBUTE);
      if (key) notification.destroy(key);
      else notice.querySelector<HTMLElement>('.ant-notification-notice-close')?.click();
    };

    window.addEventListener('keydown', onKeyDown);
    viewport.addEventListener('pointerdown', onPointerDown);
    viewport.addEventListener('pointermove', onPointerMove);
    viewport.addEventListener('pointerup', onPointerEnd);
    viewport.addEventListener('pointercancel', onPointerEnd);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      viewport.removeEventListener('pointerdown', onPointerDown);
      viewport.removeEventListener('pointermove', onPointerMove);
      viewport.removeEventListener('pointerup', onPointerEnd);
      viewport.removeEventListener('pointercancel', onPointerEnd);
    };
  }, [viewportRef, notification]);

  return (
    <section
      ref={viewportRef}
      tabIndex={-1}
      aria-label={`Avisos (${TOAST_HOTKEY})`}
      data-testid="toast-viewport"
    />
  );
}
