import type { HTMLAttributes, ReactNode } from 'react';

/** antd's preset colours (status and palette), plus orange, which remotes use. */
export type TagColor =
  | 'default'
  | 'success'
  | 'processing'
  | 'error'
  | 'warning'
  | 'gold'
  | 'orange'
  | 'blue'
  | 'green'
  | 'red'
  | 'purple'
  | 'cyan';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: TagColor;
  icon?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A small bordered label with antd's Tag look (kit-display.css), in antd's preset colours with texts darkened
 * (lightened in dark mode) to 4.5:1 on their tints. `tabIndex` and `aria-label` pass through for a tag that carries a
 * tooltip.
 */
export function Tag({ color = 'default', icon, className, children, ...props }: TagProps) {
  return (
    <span className={className ? `pc-tag ${className}` : 'pc-tag'} data-color={color} {...props}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </span>
  );
}
