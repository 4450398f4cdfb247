import type { HTMLAttributes } from 'react';

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  /** The secondary colour (antd's `type="secondary"`). */
  secondary?: boolean;
  strong?: boolean;
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  'data-testid'?: string;
}

/**
 * A run of text in the signed-in chrome and the dashboard, styled by the shell's CSS (public/app-chrome.css): antd's
 * Typography brings its editable mode (Input, and with it rc-form) onto every page that shows one.
 */
export function Text({ secondary, strong, ellipsis, className, ...props }: TextProps) {
  const classes = [
    secondary ? 'pc-secondary' : '',
    strong ? 'pc-strong' : '',
    ellipsis ? 'pc-ellipsis' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return <span className={classes || undefined} {...props} />;
}
