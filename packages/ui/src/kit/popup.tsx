import {
  type CSSProperties,
  type HTMLAttributes,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** Space kept between a popup and its button, and between a popup and the window's edges. */
const GAP = 8;
const EDGE = 16;

export interface PopupProps extends HTMLAttributes<HTMLDivElement> {
  anchorRef: RefObject<HTMLElement | null>;
  /** How wide the panel wants to be; never wider than the window less 16 px on each side. */
  width: number;
  /**
   * `header`: below its button, fixed to the window (the header stays on screen); `inline`: below its button in
   * the page, or above it when there is no room below, scrolling with the page.
   */
  anchoring: 'header' | 'inline';
  /** A press outside the panel and its button. */
  onDismiss: () => void;
  panelRef?: RefObject<HTMLDivElement | null>;
  'data-testid'?: string;
}

/** Where the panel goes: its right edge under the button's, moved left only as far as needed to fit the window. */
function placement(anchor: HTMLElement, width: number, anchoring: PopupProps['anchoring']): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  const panelWidth = Math.min(width, viewport - 2 * EDGE);
  const right = Math.max(EDGE, Math.min(viewport - rect.right, viewport - EDGE - panelWidth));
  if (anchoring === 'header') return { position: 'fixed', top: rect.bottom + GAP, right, width: panelWidth };
  const below = window.innerHeight - rect.bottom > 200 || rect.top < 200;
  return {
    position: 'absolute',
    top: (below ? rect.bottom + GAP : rect.top - GAP) + window.scrollY,
    right: right - window.scrollX,
    width: panelWidth,
    transform: below ? undefined : 'translateY(-100%)',
  };
}

/**
 * A panel anchored to the button that opened it, drawn at the end of the page (outside any card or header that would
 * clip it), with the elevated look of antd's popovers (app-chrome.css). Its role, name and keyboard handling come
 * from the caller; a press outside closes it.
 */
export function Popup({
  anchorRef,
  width,
  anchoring,
  onDismiss,
  panelRef,
  style,
  className,
  ...props
}: PopupProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = panelRef ?? ownRef;
  // Placed from its first frame (its button is already on the page), so it can take the focus at once.
  const [position, setPosition] = useState<CSSProperties | null>(() =>
    anchorRef.current ? placement(anchorRef.current, width, anchoring) : null,
  );

  useLayoutEffect(() => {
    const place = () => anchorRef.current && setPosition(placement(anchorRef.current, width, anchoring));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchorRef, width, anchoring]);

  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || anchorRef.current?.contains(target)) return;
      dismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [ref, anchorRef]);

  return createPortal(
    <div
      ref={ref}
      className={className ? `pc-popup ${className}` : 'pc-popup'}
      style={{ ...position, visibility: position ? undefined : 'hidden', ...style }}
      {...props}
    />,
    document.body,
  );
}
