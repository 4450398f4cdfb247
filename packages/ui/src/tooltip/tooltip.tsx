import {
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { tooltipDelayClock } from './tooltip-delay';

export interface TooltipProps {
  /** Nothing to say: the child is drawn alone. */
  title?: ReactNode;
  /** Above the element (antd's default), under it, or beside it. */
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Accepted as antd's Tooltip took it; the tooltip always opens on hover and on keyboard focus. */
  trigger?: unknown;
  children: ReactNode;
}

/** 8 px from the element on the chosen side, fixed to the window. */
function placement(anchor: Element, side: NonNullable<TooltipProps['placement']>): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const middleX = rect.left + rect.width / 2;
  const middleY = rect.top + rect.height / 2;
  switch (side) {
    case 'right':
      return { left: rect.right + 8, top: middleY, transform: 'translateY(-50%)' };
    case 'left':
      return { left: rect.left - 8, top: middleY, transform: 'translate(-100%, -50%)' };
    case 'bottom':
      return { left: middleX, top: rect.bottom + 8, transform: 'translateX(-50%)' };
    default:
      return { left: middleX, top: rect.top - 8, transform: 'translate(-50%, -100%)' };
  }
}

type Describable = ReactElement<{ 'aria-describedby'?: string }>;

/**
 * A tooltip with antd's look, drawn without antd (its Tooltip brings the style engine and the popup library): 700 ms
 * before it opens, none within 300 ms of another one closing (the page's one clock, `tooltipDelayClock`: the kit is
 * a shared singleton, so moving from the shell's sidebar to a remote's tag also skips the wait); on pointer hover or
 * keyboard focus, gone on leave, blur, scroll or Escape. The child keeps its own accessible name; while open the
 * tooltip is its description (`aria-describedby`, added to what it already had).
 */
export function Tooltip({ title, placement: side = 'top', children }: TooltipProps) {
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = position !== null;
  useEffect(() => {
    if (!open) return;
    const close = () => {
      setPosition(null);
      tooltipDelayClock.tooltipClosed();
    };
    window.addEventListener('scroll', close, { capture: true, passive: true, once: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [open]);
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

  // A disabled button hears no pointer: its wrapper takes the box and the events for it (as antd's Tooltip does).
  const disabledChild =
    isValidElement(children) && (children.props as { disabled?: boolean }).disabled === true;
  const described =
    open && isValidElement(children)
      ? cloneElement(children as Describable, {
          'aria-describedby': [(children as Describable).props['aria-describedby'], id]
            .filter(Boolean)
            .join(' '),
        })
      : children;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper that only listens; its child is the control.
    <span
      ref={anchorRef}
      className={disabledChild ? 'pc-tooltip-anchor pc-tooltip-anchor-disabled' : 'pc-tooltip-anchor'}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {described}
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
