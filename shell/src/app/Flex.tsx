import type { CSSProperties, HTMLAttributes, Ref } from 'react';

interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  gap?: number;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  wrap?: boolean;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
}

/**
 * A flex row (or column) with antd's Flex props, as one styled div: the dashboard and the chrome lay out with it
 * without downloading antd.
 */
export function Flex({ vertical, gap, justify, align, wrap, style, ...props }: FlexProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        flexWrap: wrap ? 'wrap' : undefined,
        justifyContent: justify,
        alignItems: align,
        gap,
        ...style,
      }}
      {...props}
    />
  );
}
