import { Popconfirm } from 'antd';
import { type ReactElement, useEffect } from 'react';

export interface ConversationPopconfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
  /** Called once drawn: the delete button, drawn again inside the Popconfirm, takes the focus back. */
  onShown?: () => void;
  /** The conversation's delete button it opens beside. */
  children: ReactElement;
}

/** antd's Popconfirm that asks before a conversation is deleted, opened by its button (see ConversationList). */
export function ConversationPopconfirm({
  open,
  onOpenChange,
  onConfirm,
  onShown,
  children,
}: ConversationPopconfirmProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when first drawn.
  useEffect(() => onShown?.(), []);
  return (
    <Popconfirm
      title="¿Borrar esta conversación?"
      description="No se puede deshacer."
      okText="Borrar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
