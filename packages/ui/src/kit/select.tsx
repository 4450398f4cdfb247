import type { SelectHTMLAttributes } from 'react';
import { type ControlSize, controlClassName } from './input';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'size'> {
  options: SelectOption<V>[];
  /** '' (or nothing) shows the placeholder. */
  value?: V | '';
  onChange: (value: V) => void;
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string;
  size?: ControlSize;
  status?: 'error';
}

/**
 * A choice among a few options with antd's Select look: a styled native `<select>`, so the phone shows its own
 * picker and the keyboard, the screen reader and autofill work as everywhere else.
 */
export function Select<V extends string>({
  options,
  value,
  onChange,
  placeholder,
  size,
  status,
  className,
  ...props
}: SelectProps<V>) {
  const empty = value === undefined || value === '';
  return (
    <select
      className={controlClassName('pc-kit-select', size, status, className)}
      value={value ?? ''}
      data-placeholder={empty || undefined}
      aria-invalid={status === 'error' || undefined}
      onChange={(event) => onChange(event.target.value as V)}
      {...props}
    >
      {empty || placeholder !== undefined ? (
        <option value="" disabled hidden={!empty || undefined}>
          {placeholder ?? ''}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
