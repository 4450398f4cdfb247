import type { CommunityAuthor, CommunitySuspensionInput } from '@pipcrafters/contracts';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { handleText, SUSPENSION_DAYS, SUSPENSION_REASON_MAX_LENGTH } from '../format/moderation';

interface SuspendAuthorModalProps {
  author: CommunityAuthor | null;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (suspension: CommunitySuspensionInput) => void;
}

/** Asks how long and why before suspending a member from the community (posting, commenting, liking, reporting). */
export function SuspendAuthorModal({ author, submitting, onCancel, onConfirm }: SuspendAuthorModalProps) {
  const [form] = Form.useForm<CommunitySuspensionInput>();
  return (
    <Modal
      open={author !== null}
      title="Suspender al autor"
      okText="Suspender"
      cancelText="Cancelar"
      okButtonProps={{ danger: true, loading: submitting }}
      onCancel={onCancel}
      onOk={() =>
        form
          .validateFields()
          .then(({ days, reason }) => onConfirm({ days, reason: reason.trim() }))
          .catch(() => undefined)
      }
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <strong>{author?.name}</strong> ({author ? handleText(author.handle) : ''}) no podrá publicar,
        comentar, dar me gusta ni reportar en la comunidad durante el tiempo que elijas. Su cuenta y el resto
        de la plataforma no cambian.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ days: SUSPENSION_DAYS.default, reason: '' }}
        requiredMark={false}
      >
        <Form.Item
          label="Días de suspensión"
          name="days"
          rules={[
            {
              required: true,
              type: 'integer',
              min: SUSPENSION_DAYS.min,
              max: SUSPENSION_DAYS.max,
              message: `Indica un número entero de días entre ${SUSPENSION_DAYS.min} y ${SUSPENSION_DAYS.max}.`,
            },
          ]}
        >
          <InputNumber
            min={SUSPENSION_DAYS.min}
            max={SUSPENSION_DAYS.max}
            precision={0}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item
          label="Motivo"
          name="reason"
          rules={[{ required: true, whitespace: true, message: 'Explica el motivo de la suspensión.' }]}
        >
          <Input.TextArea rows={3} maxLength={SUSPENSION_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
