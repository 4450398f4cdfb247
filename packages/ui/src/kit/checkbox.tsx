import type { ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
  disabled?: boolean;
  /** Neither ticked nor empty (some of a list): aria-checked="mixed". */
  indeterminate?: boolean;
  'aria-label'?: string;
  id?: string;
  name?: string;
  className?: string;
}

/** A tick box with antd's Checkbox look: a native checkbox inside its label. */
export function Checkbox({
  checked,
  onChange,
  children,
  disabled,
  indeterminate,
  className,
  ...input
}: CheckboxProps) {
  return (
    <label
      className={['pc-kit-checkbox', className ?? ''].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        ref={(element) => {
          if (element) element.indeterminate = Boolean(indeterminate);
        }}
        onChange={(event) => onChange(event.target.checked)}
        {...input}
      />
      {children !== undefined ? <span>{children}</span> : null}
    </label>
  );
}
