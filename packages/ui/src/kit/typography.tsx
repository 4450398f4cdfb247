import type { HTMLAttributes, ReactNode } from 'react';

export interface TitleProps {
  level?: 1 | 2 | 3 | 4 | 5;
  children: ReactNode;
  id?: string;
  className?: string;
}

/** A heading with antd's Typography.Title sizes (38, 30, 24, 20 and 16 px), h1 by default as antd's. */
export function Title({ level = 1, children, id, className }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={className ? `pc-title ${className}` : 'pc-title'}>
      {children}
    </Heading>
  );
}

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The secondary colour (antd's `type="secondary"`). */
  secondary?: boolean;
  children: ReactNode;
}

/** A paragraph with antd's Typography.Paragraph spacing (1 em below). */
export function Paragraph({ secondary, className, children, ...props }: ParagraphProps) {
  const classes = ['pc-paragraph', secondary ? 'pc-secondary' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={classes} {...props}>
      {children}
    </p>
  );
}
