import type { BreathingPhase } from '@pipcrafters/contracts';

/** The circle's size at empty lungs and at full lungs (a share of its full size). */
export const CIRCLE_EMPTY = 0.45;
export const CIRCLE_FULL = 1;

/** Where a session is at a given moment: what the guide shows and says. */
export interface BreathingMoment {
  /** Every cycle has been breathed. */
  done: boolean;
  /** 1-based; the last cycle once done. */
  cycle: number;
  /** 0-based index of the phase within the cycle. */
  phaseIndex: number;
  phase: BreathingPhase;
  /** Whole seconds left in the phase, counted up (a phase of 4 s shows 4, 3, 2, 1); 0 once done. */
  secondsLeft: number;
  /** How far into the phase, from 0 to 1. */
  phaseProgress: number;
  /** The circle's size now, between CIRCLE_EMPTY and CIRCLE_FULL. */
  scale: number;
  /** The size it is heading to by the end of the phase (what a CSS transition animates to). */
  targetScale: number;
  /** Milliseconds the phase has left, for the animation of the rest of the phase. */
  phaseRemainingMs: number;
  totalMs: number;
  remainingMs: number;
}

/** The lungs' fill at the end of a phase: full after breathing in, empty after breathing out, unchanged when holding. */
function fillAfter(phases: readonly BreathingPhase[], index: number): number {
  for (let step = 0; step < phases.length; step += 1) {
    const phase = phases[(index - step + phases.length) % phases.length];
    if (phase?.kind === 'inhale') return CIRCLE_FULL;
    if (phase?.kind === 'exhale') return CIRCLE_EMPTY;
  }
  return CIRCLE_EMPTY;
}

export function cycleMs(phases: readonly BreathingPhase[]): number {
  return phases.reduce((sum, phase) => sum + phase.seconds * 1000, 0);
}

export function sessionMs(phases: readonly BreathingPhase[], cycles: number): number {
  return cycleMs(phases) * cycles;
}

/**
 * The phase scheduler: `elapsedMs` into a session of `cycles` cycles of `phases` → the cycle, the phase, the seconds
 * it has left and the circle's size. Pure, so the guide's clock (paused, resumed, fast-forwarded) only supplies the
 * elapsed time. A session starts with its lungs empty; a hold keeps the size the phase before left.
 */
export function breathingMomentAt(
  phases: readonly BreathingPhase[],
  cycles: number,
  elapsedMs: number,
): BreathingMoment {
  const first = phases[0];
  if (!first || cycles < 1) throw new Error('A breathing session needs phases and at least one cycle');
  const perCycle = cycleMs(phases);
  const totalMs = perCycle * cycles;
  const elapsed = Math.min(Math.max(0, elapsedMs), totalMs);
  const done = elapsed >= totalMs;
  // The last instant of the session still belongs to its last phase.
  const at = done ? totalMs - 1e-6 : elapsed;
  const cycleIndex = Math.min(cycles - 1, Math.floor(at / perCycle));
  let intoCycle = at - cycleIndex * perCycle;
  let phaseIndex = 0;
  let phase = first;
  for (const [index, candidate] of phases.entries()) {
    phaseIndex = index;
    phase = candidate;
    if (intoCycle < candidate.seconds * 1000) break;
    intoCycle -= candidate.seconds * 1000;
  }
  const phaseMs = phase.seconds * 1000;
  const phaseProgress = done ? 1 : Math.min(1, intoCycle / phaseMs);
  const startScale = cycleIndex === 0 && phaseIndex === 0 ? CIRCLE_EMPTY : fillAfter(phases, phaseIndex - 1);
  const targetScale = fillAfter(phases, phaseIndex);
  const phaseRemainingMs = done ? 0 : Math.max(0, phaseMs - intoCycle);
  return {
    done,
    cycle: cycleIndex + 1,
    phaseIndex,
    phase,
    secondsLeft: done ? 0 : Math.ceil(phaseRemainingMs / 1000 - 1e-9),
    phaseProgress,
    scale: startScale + (targetScale - startScale) * phaseProgress,
    targetScale,
    phaseRemainingMs,
    totalMs,
    remainingMs: totalMs - elapsed,
  };
}

/** Cycles of a session that lasts about `minutes` (at least one). */
export function cyclesForMinutes(phases: readonly BreathingPhase[], minutes: number): number {
  return Math.max(1, Math.round((minutes * 60_000) / cycleMs(phases)));
}
