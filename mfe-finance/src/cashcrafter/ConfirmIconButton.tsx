import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Popup } from '@pipcrafters/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface ConfirmIconButtonProps {
  /** The button's accessible name («Eliminar la cuenta Cuenta nómina»): it shows only its icon. */
  'aria-label': string;
  icon: ReactNode;
  loading?: boolean;
  title: string;
  description: string;
  okText: string;
  onConfirm: () => void;
}

const focusables = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')].filter(
    (element) => element.tabIndex >= 0,
  );

/**
 * An icon button that asks before it deletes (antd's Popconfirm without antd): the kit's ConfirmPopover asks from a
 * button with a text, and a table row's actions show icons named for screen readers. The question opens beside the
 * button as an alert dialog with «Cancelar» focused; Tab stays inside, Escape or «Cancelar» close it and give the
 * focus back to the button, a press outside closes it.
 */
export function ConfirmIconButton({
  'aria-label': label,
  icon,
  loading,
  title,
  description,
  okText,
  onConfirm,
}: ConfirmIconButtonProps) {
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
        danger
        icon={icon}
        loading={loading}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((last) => !last)}
      />
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
            <ExclamationCircleFilled className="pc-confirm-icon" aria-hidden />
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
              danger
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
