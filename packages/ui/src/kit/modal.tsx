import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';

/** Whether a pointer event fell outside the dialog's box, on the mask (the ::backdrop targets the dialog itself). */
function onMask(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called by «Cerrar», Escape and a click on the mask: the caller closes the modal. */
  onCancel: () => void;
  /** The buttons under the content; none when left out. */
  footer?: ReactNode | null;
  /** A CSS width (antd's 520 px by default). */
  width?: number | string;
  className?: string;
  children?: ReactNode;
}

/**
 * antd's Modal on the browser's own modal `<dialog>` (showModal): the page behind is inert and still, focus moves
 * into the dialog and goes back to the element that opened it when it closes, Escape and a click on the mask ask
 * the caller to close it (onCancel), and «Cerrar» does too. Its content is drawn only while it is open.
 */
export function Modal({ open, title, onCancel, footer, width, className, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  /** A press that starts inside (selecting text) and ends on the mask does not close. */
  const pressedOnMask = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind does not scroll while the dialog is open (antd's Modal locks it too).
    const pageOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      document.body.style.overflow = pageOverflow;
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // A click on the mask is a pointer's way to close; the keyboard's is Escape (the dialog's cancel event).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape, handled by onCancel
    <dialog
      ref={dialog}
      className={['pc-kit-modal', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      style={width !== undefined ? { width } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        cancel.current();
      }}
      onPointerDown={(event) => {
        pressedOnMask.current = onMask(event);
      }}
      onClick={(event) => {
        if (pressedOnMask.current && onMask(event)) cancel.current();
        pressedOnMask.current = false;
      }}
    >
      <h2 id={titleId} className="pc-kit-modal-title">
        {title}
      </h2>
      <div className="pc-kit-modal-body">{children}</div>
      {footer !== undefined && footer !== null ? <div className="pc-kit-modal-footer">{footer}</div> : null}
      {/* Last in the document, drawn at the top right: showModal() focuses the content's first control first. */}
      <button
        type="button"
        className="pc-kit-modal-close"
        aria-label="Cerrar"
        onClick={() => cancel.current()}
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
