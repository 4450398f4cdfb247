import type { CSSProperties, HTMLAttributes, Ref } from 'react';

/** antd's named gaps. */
const GAPS = { small: 8, middle: 16, large: 24 } as const;

export interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  gap?: number | keyof typeof GAPS;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  wrap?: boolean;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
}

/** A flex row (or column) with antd's Flex props, as one styled div (no antd). */
export function Flex({ vertical, gap, justify, align, wrap, style, ...props }: FlexProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        flexWrap: wrap ? 'wrap' : undefined,
        justifyContent: justify,
        alignItems: align,
        gap: typeof gap === 'string' ? GAPS[gap] : gap,
        ...style,
      }}
      {...props}
    />
  );
}
