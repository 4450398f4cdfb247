/**
 * A stopwatch that can be paused: the time already run plus, while running, the time since it was last started.
 * Kept as plain values so an exercise's clock survives re-renders and reads the same in tests.
 */
export interface Stopwatch {
  accumulatedMs: number;
  /** When it was last started or resumed (`Date.now()`), null while paused or not started. */
  startedAt: number | null;
}

export const STOPPED: Stopwatch = { accumulatedMs: 0, startedAt: null };

export function runWatch(watch: Stopwatch, now: number): Stopwatch {
  return watch.startedAt === null ? { ...watch, startedAt: now } : watch;
}

export function pauseWatch(watch: Stopwatch, now: number): Stopwatch {
  return watch.startedAt === null ? watch : { accumulatedMs: elapsedOf(watch, now), startedAt: null };
}

export function elapsedOf(watch: Stopwatch, now: number): number {
  return watch.accumulatedMs + (watch.startedAt === null ? 0 : Math.max(0, now - watch.startedAt));
}
