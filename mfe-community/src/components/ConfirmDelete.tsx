import { Modal, Typography } from 'antd';
import { CommunityErrorAlert } from './CommunityError';

/** "¿Eliminar…?" before anything is deleted; a failed delete is shown inside. */
export function ConfirmDelete({
  title,
  text,
  open,
  deleting,
  error,
  errorTitle,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  open: boolean;
  deleting: boolean;
  error: unknown;
  errorTitle: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText="Eliminar"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      confirmLoading={deleting}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
      {error ? <CommunityErrorAlert title={errorTitle} error={error} /> : null}
    </Modal>
  );
}
