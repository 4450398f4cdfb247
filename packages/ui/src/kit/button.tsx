import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router';

export interface ButtonLook {
  /** antd's button types: bordered (default), filled (primary), bare (text) or a link's look (link). */
  variant?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  block?: boolean;
}

/** The class names of a button's look (public-pages.css's `.pc-button`, extended in app-chrome.css). */
export function buttonClassName({ variant = 'default', size = 'middle', danger, block }: ButtonLook): string {
  return [
    'pc-button',
    variant === 'default' ? '' : `pc-button-${variant}`,
    size === 'middle' ? '' : `pc-button-${size}`,
    danger ? 'pc-button-danger' : '',
    block ? 'pc-button-block' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  icon?: ReactNode;
  /** Busy: a spinner instead of the icon, and no second click. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

/** A button with antd's looks, drawn with the platform's CSS (no antd): `type` is the native one, "button" by default. */
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

export interface LinkButtonProps
  extends ButtonLook,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> {
  to: string;
  /** antd's Button `type`, as remotes wrote it for the antd LinkButton: the same as `variant` ("dashed" is drawn as "default"). */
  type?: 'default' | 'primary' | 'text' | 'link' | 'dashed';
  icon?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  'data-testid'?: string;
}

/**
 * A link inside the app that looks like a button: one focusable `<a href>` (not a button inside a link, which is two
 * tab stops and invalid HTML); React Router's Link navigates in the app and leaves modified clicks (new tab, new
 * window) to the browser.
 */
export function LinkButton({
  to,
  type,
  variant,
  size,
  danger,
  block,
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  const look = buttonClassName({
    variant: variant ?? (type === 'dashed' ? 'default' : type),
    size,
    danger,
    block,
  });
  return (
    <Link to={to} className={className ? `${look} ${className}` : look} {...props}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </Link>
  );
}
