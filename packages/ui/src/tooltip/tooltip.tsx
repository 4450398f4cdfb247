import type { TooltipProps } from 'antd';
import { useSyncExternalStore } from 'react';
import { useAntdParts } from '../antd-parts/antd-parts';
import { tooltipDelayClock as clock } from './tooltip-delay';

/**
 * antd's Tooltip with the spec's timing: 700 ms before it opens (also the ConfigProvider default for every antd
 * tooltip), and no wait when another tooltip closed less than 300 ms ago (the page's one clock: the kit is a shared
 * singleton, so moving from a shell tooltip to a remote's one also skips the delay). Loaded with the page that shows
 * one (see loadAntdParts).
 */
export function Tooltip({ onOpenChange, mouseEnterDelay, ...props }: TooltipProps) {
  const { Tooltip: AntTooltip } = useAntdParts();
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
