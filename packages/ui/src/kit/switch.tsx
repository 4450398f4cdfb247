import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role' | 'aria-checked'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  'aria-label'?: string;
  disabled?: boolean;
  /** Busy: a spinner in the handle, and no second toggle. */
  loading?: boolean;
  size?: 'small' | 'default';
}

/** An on/off toggle with antd's Switch look: a `<button role="switch">` (Space and Enter toggle it). */
export function Switch({
  checked,
  onChange,
  disabled,
  loading,
  size,
  className,
  onClick,
  ...props
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={['pc-kit-switch', size === 'small' ? 'pc-kit-switch-small' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onChange(!checked);
      }}
      {...props}
    >
      <span className="pc-kit-switch-handle" aria-hidden="true">
        {loading ? <span className="pc-spinner" /> : null}
      </span>
    </button>
  );
}
