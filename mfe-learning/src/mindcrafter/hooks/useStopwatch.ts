import { useCallback, useEffect, useState } from 'react';
import { elapsedOf, pauseWatch, runWatch, STOPPED, type Stopwatch } from './stopwatch';

/** How often a running exercise redraws its clock: often enough that a phase change shows within a tenth. */
const TICK_MS = 100;

/**
 * An exercise's clock: start, pause, resume and reset; `elapsedMs` is read again every tick while it runs. Time is
 * `Date.now()` differences, so a tab in the background catches up instead of drifting.
 */
export function useStopwatch() {
  const [watch, setWatch] = useState<Stopwatch>(STOPPED);
  const [now, setNow] = useState(() => Date.now());
  const running = watch.startedAt !== null;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const run = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setWatch((current) => runWatch(current, at));
  }, []);
  const pause = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setWatch((current) => pauseWatch(current, at));
  }, []);
  const reset = useCallback(() => setWatch(STOPPED), []);

  return { elapsedMs: elapsedOf(watch, now), running, run, pause, reset };
}
