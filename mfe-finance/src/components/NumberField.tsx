import { Field, Input } from '@pipcrafters/ui';
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
export function NumberField(props: NumberFieldProps) {
  return <TextField {...props} inputMode="decimal" />;
}

/** A short text (a pair's six letters) or, with `inputMode="decimal"`, a number, with its label and message. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  help,
  placeholder,
  suffix,
  inputMode,
}: NumberFieldProps & { inputMode?: 'decimal' }) {
  return (
    <Field label={label} htmlFor={id} error={error} help={error ? undefined : help}>
      <Input
        id={id}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        suffix={suffix}
        status={error ? 'error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
