import { Popconfirm } from 'antd';
import { type ReactElement, useEffect } from 'react';

export interface PopconfirmPartProps {
  title: string;
  description: string;
  okText: string;
  danger?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
  /** Called once drawn: the button, drawn again inside the Popconfirm, takes the focus back. */
  onShown?: () => void;
  /** The button it opens beside. */
  children: ReactElement;
}

/** antd's Popconfirm around a button, opened by it (see LazyPopconfirm): downloaded with antd's provider. */
export function PopconfirmPart({
  title,
  description,
  okText,
  danger,
  open,
  onOpenChange,
  onConfirm,
  onShown,
  children,
}: PopconfirmPartProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when first drawn.
  useEffect(() => onShown?.(), []);
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
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
