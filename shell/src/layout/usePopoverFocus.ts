import { type KeyboardEvent, useEffect, useRef } from 'react';

/**
 * Keyboard use of a click-opened popover panel (bell, context): opening it moves the focus to its first control
 * (the panel is rendered at the end of the page, out of the tab order of its button), and Escape closes it and
 * gives the focus back to the button.
 */
export function usePopoverFocus(open: boolean, setOpen: (open: boolean) => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };

  return { panelRef, triggerRef, onPanelKeyDown };
}
