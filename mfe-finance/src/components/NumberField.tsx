import { Form, Input } from 'antd';
import type { ReactNode } from 'react';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A hint shown when there is no error. */
  help?: ReactNode;
  placeholder?: string;
  suffix?: string;
}

/** A number typed with a comma or a dot, its message under it. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  help,
  placeholder,
  suffix,
}: NumberFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ?? help}
      style={{ marginBottom: 12 }}
    >
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        suffix={suffix}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}
