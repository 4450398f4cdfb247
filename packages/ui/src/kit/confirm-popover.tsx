import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';
import { Popup } from './popup';
import { StatusIcon } from './status-icon';

export interface ConfirmPopoverProps {
  /** The button that asks: its text (or only an `icon`, named by `aria-label`), and whether it looks dangerous. */
  label?: string;
  icon?: ReactNode;
  /** The name of an icon-only button («Eliminar la cuenta Cuenta nómina»). */
  'aria-label'?: string;
  /** The action is under way: a spinner on the button, and no second press. */
  loading?: boolean;
  danger?: boolean;
  disabled?: boolean;
  title: string;
  description: string;
  okText: string;
  onConfirm: () => void;
}

/** Every control of the panel that takes the focus, in order. */
const focusables = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')].filter(
    (element) => element.tabIndex >= 0,
  );

/**
 * A small button that asks before it acts (antd's Popconfirm, drawn by the shell): the question opens beside the
 * button as an alert dialog with «Cancelar» focused; Tab stays inside it, Escape or «Cancelar» close it and give the
 * focus back to the button, and a press outside closes it.
 */
export function ConfirmPopover({
  label,
  icon,
  'aria-label': ariaLabel,
  loading,
  danger,
  disabled,
  title,
  description,
  okText,
  onConfirm,
}: ConfirmPopoverProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const controls = focusables(panelRef.current);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <Button
        ref={triggerRef}
        size="small"
        variant="text"
        danger={danger}
        disabled={disabled}
        icon={icon}
        loading={loading}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((last) => !last)}
      >
        {label}
      </Button>
      {open ? (
        <Popup
          anchorRef={triggerRef}
          panelRef={panelRef}
          anchoring="inline"
          width={300}
          onDismiss={() => close(false)}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          onKeyDown={onKeyDown}
          data-testid="confirm-popover"
        >
          <div className="pc-confirm">
            <span className="pc-confirm-icon">
              <StatusIcon status="warning" />
            </span>
            <div>
              <div id={titleId} className="pc-strong">
                {title}
              </div>
              <div id={descriptionId} className="pc-confirm-description">
                {description}
              </div>
            </div>
          </div>
          <div className="pc-confirm-buttons">
            <Button size="small" data-autofocus onClick={() => close(true)}>
              Cancelar
            </Button>
            <Button
              size="small"
              variant="primary"
              danger={danger}
              onClick={() => {
                close(true);
                onConfirm();
              }}
            >
              {okText}
            </Button>
          </div>
        </Popup>
      ) : null}
    </>
  );
}
