import type { AdminUser } from '@pipcrafters/contracts';
import { Form, Input, Modal, Typography } from 'antd';

export const REJECTION_REASON_MAX_LENGTH = 500;

interface RejectRequestModalProps {
  applicant: AdminUser | null;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
}

/** Asks for confirmation (and an optional reason) before refusing a sign-up. */
export function RejectRequestModal({ applicant, submitting, onCancel, onConfirm }: RejectRequestModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={applicant !== null}
      title="Rechazar solicitud"
      okText="Rechazar"
      cancelText="Cancelar"
      okButtonProps={{ danger: true, loading: submitting }}
      onCancel={onCancel}
      onOk={() => onConfirm(form.getFieldValue('reason')?.trim() || undefined)}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Vas a rechazar la solicitud de{' '}
        <strong>
          {applicant?.firstName} {applicant?.lastName}
        </strong>{' '}
        ({applicant?.email}). La persona no podrá acceder a PipCrafters.
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item label="Motivo (opcional)" name="reason">
          <Input.TextArea rows={3} maxLength={REJECTION_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
