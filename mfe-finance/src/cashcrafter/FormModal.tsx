import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A dialog holding one form: filled afresh each time it opens (`values`), OK submits it, Enter in a field too (a
 * hidden submit button inside the form: the dialog's OK button is outside it), fields marked when optional.
 */
export function FormModal<Values extends object>({
  open,
  title,
  okText,
  form,
  name,
  values,
  saving,
  onClose,
  onFinish,
  onValuesChange,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  form: FormInstance<Values>;
  /** The form's name: the prefix of its fields' ids. */
  name: string;
  /** The fields' values when the dialog opens. */
  values: () => Partial<Values>;
  saving: boolean;
  onClose: () => void;
  onFinish: (values: Values) => void;
  onValuesChange?: (changed: Partial<Values>) => void;
  children: ReactNode;
}) {
  const initial = useRef(values);
  initial.current = values;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial.current() as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark="optional"
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {children}
        <button
          type="submit"
          tabIndex={-1}
          aria-hidden
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        />
      </Form>
    </Modal>
  );
}
