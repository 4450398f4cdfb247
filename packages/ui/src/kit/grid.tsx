import type { HTMLAttributes, ReactNode, Ref } from 'react';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** The narrowest a column may be (px): as many columns as fit, one on a narrow phone. */
  minColumnWidth: number;
  /** Between rows and columns (px), 16 by default. */
  gap?: number;
  /** A list of cards is a list (`ul`, its children `li`); a plain box otherwise. */
  as?: 'div' | 'ul' | 'ol';
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * Cards in a responsive grid, `repeat(auto-fill, minmax(...))`: the replacement for antd's Row, Col and
 * Grid.useBreakpoint in lists of cards, with no script measuring the window.
 */
export function Grid({ minColumnWidth, gap = 16, as = 'div', style, className, ref, ...props }: GridProps) {
  const Element = as as 'div';
  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      className={className ? `pc-grid ${className}` : 'pc-grid'}
      style={{
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidth}px, 100%), 1fr))`,
        gap,
        ...style,
      }}
      {...props}
    />
  );
}
