/** Spec §9: a tooltip opens 700 ms after the pointer arrives... */
export const TOOLTIP_DELAY_MS = 700;
/** ...unless another one closed less than 300 ms ago: moving along a toolbar, the next one opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

type Listener = () => void;

export interface TooltipDelayClock {
  /** The delay, in milliseconds, a tooltip opened now should wait. */
  openDelayMs: () => number;
  /** Call when a tooltip closes: it opens the skip window. */
  tooltipClosed: () => void;
  /** Told when the delay changes (the skip window opens or ends). Returns an unsubscribe. */
  subscribe: (listener: Listener) => () => void;
}

export interface ClockOptions {
  delayMs?: number;
  skipDelayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The shared state behind every tooltip's delay: whether we are inside the skip window. */
export function createTooltipDelayClock({
  delayMs = TOOLTIP_DELAY_MS,
  skipDelayMs = TOOLTIP_SKIP_DELAY_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ClockOptions = {}): TooltipDelayClock {
  const listeners = new Set<Listener>();
  let skipping = false;
  let timer: unknown;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    openDelayMs: () => (skipping ? 0 : delayMs),
    tooltipClosed: () => {
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(() => {
        timer = undefined;
        skipping = false;
        notify();
      }, skipDelayMs);
      if (!skipping) {
        skipping = true;
        notify();
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The page's one clock: the kit's antd Tooltip (remotes) and the shell's own (the signed-in chrome) both read it, so
 * moving from one to the other also skips the delay.
 */
export const tooltipDelayClock = createTooltipDelayClock();
