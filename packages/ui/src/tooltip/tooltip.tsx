import { Tooltip as AntTooltip, type TooltipProps } from 'antd';
import { useSyncExternalStore } from 'react';
import { createTooltipDelayClock } from './tooltip-delay';

/**
 * One clock for the whole page: `@pipcrafters/ui` is a shared singleton (the shell's copy), so moving from a shell
 * tooltip to a remote's one also skips the delay.
 */
const clock = createTooltipDelayClock();

/**
 * antd's Tooltip with the spec's timing: 700 ms before it opens (also the ConfigProvider default for every antd
 * tooltip), and no wait when another tooltip closed less than 300 ms ago.
 */
export function Tooltip({ onOpenChange, mouseEnterDelay, ...props }: TooltipProps) {
  const delayMs = useSyncExternalStore(clock.subscribe, clock.openDelayMs, clock.openDelayMs);
  return (
    <AntTooltip
      {...props}
      mouseEnterDelay={mouseEnterDelay ?? delayMs / 1000}
      onOpenChange={(open) => {
        if (!open) clock.tooltipClosed();
        onOpenChange?.(open);
      }}
    />
  );
}
