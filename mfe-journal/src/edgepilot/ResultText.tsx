import { Text } from '@pipcrafters/ui';
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
}: { tone: 'success' | 'danger' | undefined } & Omit<ComponentProps<typeof Text>, 'secondary'>) {
  const color = tone === 'success' ? 'var(--pc-primary)' : tone === 'danger' ? 'var(--pc-error)' : undefined;
  return <Text {...props} style={{ ...style, color }} />;
}
