import { Typography, theme } from 'antd';
import type { ComponentProps } from 'react';

/**
 * An amount coloured by its sign. Gains take the brand green rather than antd's `success` green: the theme tunes
 * the brand green (and the error red) for 4.5:1 contrast in both modes, while the default success green reads at
 * 2.3:1 on the light theme's white.
 */
export function ResultText({
  tone,
  style,
  ...props
}: { tone: 'success' | 'danger' | undefined } & Omit<ComponentProps<typeof Typography.Text>, 'type'>) {
  const { token } = theme.useToken();
  const color = tone === 'success' ? token.colorPrimary : tone === 'danger' ? token.colorError : undefined;
  return <Typography.Text {...props} style={{ ...style, color }} />;
}
