import { Suspense, startTransition, useRef, useState } from 'react';
import { lazyWithAntd } from '../antd-boundary/antd-boundary';
import { Button, type ButtonProps } from './button';

/** antd's Popconfirm and its provider download when the button is first pointed at, focused or pressed. */
const loadPopconfirm = () => import('./popconfirm-part').then((module) => module.PopconfirmPart);
const PopconfirmPart = lazyWithAntd(loadPopconfirm);

export interface LazyPopconfirmProps
  extends Pick<ButtonProps, 'variant' | 'size' | 'icon' | 'danger' | 'children' | 'aria-label'> {
  title: string;
  description: string;
  /** The confirming button's text («Confirmar», «Borrar»). */
  okText: string;
  onConfirm: () => Promise<unknown>;
}

/**
 * A kit button that asks first in antd's Popconfirm (a tooltip beside it with «Cancelar» and `okText`), for a page
 * drawn without antd: the Popconfirm comes with the first press. Until it has arrived the button stays as it is (a
 * transition), then it is drawn inside the Popconfirm, opened, keeping the focus it had.
 */
export function LazyPopconfirm({ title, description, okText, onConfirm, ...look }: LazyPopconfirmProps) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  const trigger = (
    <Button
      ref={button}
      {...look}
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
    />
  );
  // One boundary from the start, so the transition keeps the button on screen while the Popconfirm downloads.
  return (
    <Suspense fallback={trigger}>
      {armed ? (
        <PopconfirmPart
          title={title}
          description={description}
          okText={okText}
          danger={look.danger}
          open={open}
          onOpenChange={setOpen}
          onConfirm={onConfirm}
          onShown={() => {
            if (hadFocus.current) button.current?.focus();
          }}
        >
          {trigger}
        </PopconfirmPart>
      ) : (
        trigger
      )}
    </Suspense>
  );
}
