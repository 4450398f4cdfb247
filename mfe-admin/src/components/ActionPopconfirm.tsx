import { Popconfirm } from 'antd';
import { type ReactElement, useEffect } from 'react';

export interface ActionPopconfirmProps {
  title: string;
  description: string;
  danger?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
  /** Called once drawn: the row's button, drawn again inside the Popconfirm, takes the focus back. */
  onShown?: () => void;
  /** The row's button it opens beside. */
  children: ReactElement;
}

/** antd's Popconfirm for one row action of Panel Admin, opened by its button (see ConfirmedAction). */
export function ActionPopconfirm({
  title,
  description,
  danger,
  open,
  onOpenChange,
  onConfirm,
  onShown,
  children,
}: ActionPopconfirmProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when first drawn.
  useEffect(() => onShown?.(), []);
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Confirmar"
      cancelText="Cancelar"
      okButtonProps={{ danger }}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
