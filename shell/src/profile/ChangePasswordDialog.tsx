import { ApiError } from '@pipcrafters/api-client';
import { type ChangePasswordRequest, Messages, PASSWORD_MAX_LENGTH } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { authApi } from '../session/auth-api';
import { PASSWORD_HINT, passwordRule } from '../session/password-rules';
import { useSessionStore } from '../session/session-store';

interface PasswordForm extends ChangePasswordRequest {
  confirmPassword: string;
}

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Change the password with the current one. Closing it with something typed asks first, in a second dialog; only
 * that top dialog answers Escape or a click outside it until it is closed.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<PasswordForm>();
  const { toast } = useToast();
  const email = useSessionStore((state) => state.user?.email ?? '');
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const close = () => {
    setConfirmingDiscard(false);
    setError(null);
    form.resetFields();
    onClose();
  };
  const requestClose = () => {
    if (saving) return;
    if (form.isFieldsTouched()) setConfirmingDiscard(true);
    else close();
  };

  const submit = async ({ currentPassword, newPassword }: PasswordForm) => {
    setError(null);
    setSaving(true);
    try {
      await trackSubmission(authApi.changePassword({ currentPassword, newPassword }));
      toast({
        title: 'Contraseña actualizada',
        description: 'Las demás sesiones abiertas con tu cuenta se han cerrado.',
        variant: 'success',
      });
      close();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'CURRENT_PASSWORD_INVALID') {
        form.setFields([{ name: 'currentPassword', errors: [caught.message] }]);
      } else {
        setError(caught instanceof ApiError ? caught.message : Messages.unknownError);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Modal
        open={open}
        title="Cambiar contraseña"
        onCancel={requestClose}
        footer={null}
        destroyOnHidden
        data-testid="change-password-dialog"
      >
        <Form<PasswordForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          name="password"
        >
          {error ? (
            <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item
            label="Contraseña actual"
            name="currentPassword"
            rules={[{ required: true, message: 'Introduce tu contraseña actual.' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="Nueva contraseña"
            name="newPassword"
            extra={PASSWORD_HINT}
            rules={[{ required: true, message: 'Introduce la nueva contraseña.' }, passwordRule(() => email)]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            label="Repite la nueva contraseña"
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: 'Repite la nueva contraseña.' },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string | undefined) => {
                  if (value && value !== getFieldValue('newPassword'))
                    throw new Error('Las contraseñas no coinciden.');
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} block>
            Cambiar contraseña
          </Button>
        </Form>
      </Modal>
      <Modal
        open={confirmingDiscard}
        title="¿Descartar los cambios?"
        onCancel={() => setConfirmingDiscard(false)}
        data-testid="discard-password-dialog"
        footer={[
          <Button key="keep" onClick={() => setConfirmingDiscard(false)}>
            Seguir editando
          </Button>,
          <Button key="discard" danger type="primary" onClick={close}>
            Descartar
          </Button>,
        ]}
      >
        Lo que has escrito en el formulario de contraseña se perderá.
      </Modal>
    </>
  );
}
