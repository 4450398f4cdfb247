import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';

export interface ButtonLook {
  /** antd's button types: bordered (default), filled (primary), bare (text) or a link's look (link). */
  variant?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle';
  danger?: boolean;
  block?: boolean;
}

/** The class names of a button's look (public-pages.css's `.pc-button`, extended in app-chrome.css). */
export function buttonClassName({ variant = 'default', size = 'middle', danger, block }: ButtonLook): string {
  return [
    'pc-button',
    variant === 'default' ? '' : `pc-button-${variant}`,
    size === 'small' ? 'pc-button-small' : '',
    danger ? 'pc-button-danger' : '',
    block ? 'pc-button-block' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  icon?: ReactNode;
  /** Busy: a spinner instead of the icon, and no second click. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button with antd's looks, drawn by the shell's CSS: the chrome and the dashboard show several on every page. */
export function Button({
  variant,
  size,
  danger,
  block,
  icon,
  loading,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const look = buttonClassName({ variant, size, danger, block });
  return (
    <button
      type="button"
      className={className ? `${look} ${className}` : look}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <span className="pc-spinner" aria-hidden="true" />
      ) : icon ? (
        <span aria-hidden="true">{icon}</span>
      ) : null}
      {children}
    </button>
  );
}

interface LinkButtonProps extends ButtonLook {
  to: string;
  children: ReactNode;
}

/**
 * A link inside the app that looks like a button: one `<a href>` (React Router's Link leaves modified clicks to the
 * browser). The UI kit's LinkButton is antd's Button; this one needs no antd.
 */
export function LinkButton({ to, children, ...look }: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClassName(look)}>
      {children}
    </Link>
  );
}
