import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { dismissedBySwipe, type ShownToast, TOAST_KEY_ATTRIBUTE, type ToastVariant } from '@pipcrafters/ui';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';

const ICONS: Record<ToastVariant, ReactNode> = {
  default: <InfoCircleFilled />,
  destructive: <CloseCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
};

/**
 * Calls `onEnd` after `duration` milliseconds counted while not `paused`: a pause keeps what was left, it does not
 * start the count again. A duration of 0 never ends.
 */
function useCountdown(duration: number, paused: boolean, onEnd: () => void) {
  const remaining = useRef(duration);
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    if (paused || !(duration > 0)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => end.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [duration, paused]);
}

/** The pointer is on the toast's button or a link in it, not on the card a swipe drags. */
function onControl(event: { target: EventTarget }): boolean {
  return (event.target as HTMLElement).closest('button, a') !== null;
}

/** Follows the drag: the card moves right with the pointer (never left) and fades as it goes. */
function place(card: HTMLElement, deltaX: number): void {
  const offset = Math.max(0, deltaX);
  card.style.transform = offset ? `translateX(${offset}px)` : '';
  card.style.opacity = offset ? String(Math.max(0.2, 1 - offset / 200)) : '';
}

interface ToastCardProps {
  toast: ShownToast;
  /** The focus is in the toasts: the time stands still for all of them. */
  paused: boolean;
  /** Closes the toast; `keepFocus` when its button, focused from the keyboard, did it. */
  onClose: (id: string, keepFocus: boolean) => void;
}

/**
 * One toast: its variant's icon, title, description and «Cerrar»; it closes by itself (its time stands still while
 * the pointer is over it), by its button or by a swipe to the right.
 */
export function ToastCard({ toast, paused, onClose }: ToastCardProps) {
  const { id, variant, title, description, duration } = toast;
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const [hovered, setHovered] = useState(false);
  useCountdown(duration, paused || hovered, () => onClose(id, false));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || onControl(event)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId)
      place(event.currentTarget, event.clientX - drag.current.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const { startX } = drag.current;
    drag.current = null;
    if (event.type === 'pointerup' && dismissedBySwipe(event.clientX - startX)) onClose(id, false);
    else place(event.currentTarget, 0);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the swipe is a pointer gesture; «Cerrar» is its keyboard twin
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className="pc-toast"
      data-testid="toast"
      data-variant={variant}
      {...{ [TOAST_KEY_ATTRIBUTE]: id }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // A press on the card starts a swipe; it must not focus the landmark (that would stop every toast's time).
      onMouseDown={(event) => {
        if (!onControl(event)) event.preventDefault();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <span className="pc-toast-icon" aria-hidden="true">
        {ICONS[variant]}
      </span>
      <div className="pc-toast-text">
        <div className="pc-toast-title">{title}</div>
        {description ? <div className="pc-toast-description">{description}</div> : null}
      </div>
      <button
        type="button"
        className="pc-toast-close"
        aria-label="Cerrar"
        onClick={(event) => onClose(id, event.currentTarget.matches(':focus-visible'))}
      >
        <CloseOutlined aria-hidden="true" />
      </button>
    </div>
  );
}
