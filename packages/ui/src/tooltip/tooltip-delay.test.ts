import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipDelayClock, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tooltip delays', () => {
  it('are the spec figures: 700 ms to open, 300 ms skip window', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(createTooltipDelayClock().openDelayMs()).toBe(700);
  });

  it('opens the next tooltip at once within 300 ms of one closing, then waits 700 ms again', () => {
    const clock = createTooltipDelayClock();
    clock.tooltipClosed();
    expect(clock.openDelayMs()).toBe(0);
    vi.advanceTimersByTime(299);
    expect(clock.openDelayMs()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(clock.openDelayMs()).toBe(700);
  });

  it('restarts the window on every close', () => {
    const clock = createTooltipDelayClock();
    clock.tooltipClosed();
    vi.advanceTimersByTime(200);
    clock.tooltipClosed();
    vi.advanceTimersByTime(200);
    expect(clock.openDelayMs()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(clock.openDelayMs()).toBe(700);
  });

  it('tells subscribers only when the delay changes', () => {
    const clock = createTooltipDelayClock();
    const listener = vi.fn();
    const unsubscribe = clock.subscribe(listener);
    clock.tooltipClosed();
    clock.tooltipClosed();
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clock.tooltipClosed();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
