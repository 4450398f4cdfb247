import { Button, lazyWithAntd } from '@pipcrafters/ui';
import { Suspense, startTransition, useRef, useState } from 'react';

/** antd's Popconfirm and its provider download when a row action is first pointed at, focused or pressed. */
const loadPopconfirm = () => import('./ActionPopconfirm').then((module) => module.ActionPopconfirm);
const ActionPopconfirm = lazyWithAntd(loadPopconfirm);

interface ConfirmedActionProps {
  label: string;
  /** The button's name for screen readers, which tells the rows apart ("Suspender: ana@example.com"). */
  ariaLabel: string;
  title: string;
  description: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}

/**
 * A row action of Panel Admin that asks first. The table is drawn without antd; the question is antd's Popconfirm
 * (a tooltip beside the button with «Cancelar» and «Confirmar», as before), which comes with the first press: until
 * it has arrived the button stays as it is (a transition), then it is drawn inside the Popconfirm, opened.
 */
export function ConfirmedAction({
  label,
  ariaLabel,
  title,
  description,
  danger,
  onConfirm,
}: ConfirmedActionProps) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  const trigger = (
    <Button
      ref={button}
      size="small"
      danger={danger}
      aria-label={ariaLabel}
      onPointerEnter={() => void loadPopconfirm()}
      onFocus={() => void loadPopconfirm()}
      onClick={() => {
        if (armed) return; // the Popconfirm opens and closes itself from here on
        hadFocus.current = document.activeElement === button.current;
        startTransition(() => {
          setArmed(true);
          setOpen(true);
        });
      }}
    >
      {label}
    </Button>
  );
  // One boundary from the start, so the transition keeps the button on screen while the Popconfirm downloads.
  return (
    <Suspense fallback={trigger}>
      {armed ? (
        <ActionPopconfirm
          title={title}
          description={description}
          danger={danger}
          open={open}
          onOpenChange={setOpen}
          onConfirm={onConfirm}
          onShown={() => {
            if (hadFocus.current) button.current?.focus();
          }}
        >
          {trigger}
        </ActionPopconfirm>
      ) : (
        trigger
      )}
    </Suspense>
  );
}
