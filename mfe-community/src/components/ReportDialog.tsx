import { REPORT_REASONS, type ReportReason } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Radio } from 'antd';
import { communityApi } from '../api/community-api';
import { CommunityErrorAlert } from './CommunityError';

const NOTE_MAX = 1_000;

/** Reports a post or a comment to the moderators: a reason and an optional note. */
export function ReportDialog({
  target,
  onClose,
}: {
  /** What is reported; null when the dialog is closed. */
  target: { type: 'post' | 'comment'; id: string } | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: ReportReason; note?: string }>();
  const { toast } = useToast();
  const report = useMutation({
    mutationFn: (values: { reason: ReportReason; note?: string }) => {
      if (!target) throw new Error('Nada que reportar');
      const note = values.note?.trim();
      return communityApi.report({
        targetType: target.type,
        targetId: target.id,
        reason: values.reason,
        ...(note ? { note } : {}),
      });
    },
    onSuccess: () => {
      toast({
        title: 'Reporte enviado',
        description: 'Gracias: un moderador lo revisará.',
        variant: 'success',
      });
      close();
    },
  });
  const close = () => {
    report.reset();
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={target?.type === 'comment' ? 'Reportar comentario' : 'Reportar post'}
      okText="Enviar reporte"
      cancelText="Cancelar"
      confirmLoading={report.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => report.mutate(values)} requiredMark={false}>
        <Form.Item name="reason" label="Motivo" rules={[{ required: true, message: 'Elige un motivo.' }]}>
          <Radio.Group
            aria-label="Motivo"
            options={REPORT_REASONS.map((reason) => ({ value: reason.value, label: reason.label }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        <Form.Item name="note" label="Nota para los moderadores (opcional)">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
      {report.error ? <CommunityErrorAlert title="Error al enviar el reporte" error={report.error} /> : null}
    </Modal>
  );
}
