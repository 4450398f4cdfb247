import { tooltipDelayClock } from '@pipcrafters/ui';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

interface TooltipProps {
  /** Nothing to say: the child is drawn alone. */
  title?: string;
  placement?: 'bottom' | 'right';
  children: ReactNode;
}

/** Beside the element (right) or under it (bottom), 8 px away, fixed to the window like the chrome it labels. */
function placement(anchor: Element, side: TooltipProps['placement']): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  return side === 'right'
    ? { left: rect.right + 8, top: rect.top + rect.height / 2, transform: 'translateY(-50%)' }
    : { left: rect.left + rect.width / 2, top: rect.bottom + 8, transform: 'translateX(-50%)' };
}

/**
 * The signed-in chrome's tooltips (collapsed sidebar, the header's avatar), drawn by the shell: antd's Tooltip would
 * bring its style engine to every signed-in page. The same timing as the UI kit's: 700 ms before it opens, none
 * within 300 ms of another one closing (the kit's one clock); on pointer hover or keyboard focus, gone on leave,
 * blur or Escape. The child keeps its own accessible name; the tooltip describes it.
 */
export function Tooltip({ title, placement: side = 'bottom', children }: TooltipProps) {
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!title) return <>{children}</>;

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = anchorRef.current?.firstElementChild;
      if (target) setPosition(placement(target, side));
    }, tooltipDelayClock.openDelayMs());
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (!position) return;
    setPosition(null);
    tooltipDelayClock.tooltipClosed();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper that only listens; its child is the control.
    <span
      ref={anchorRef}
      className="pc-tooltip-anchor"
      aria-describedby={position ? id : undefined}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {position
        ? createPortal(
            <div role="tooltip" id={id} className="pc-tooltip" style={position}>
              {title}
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}
