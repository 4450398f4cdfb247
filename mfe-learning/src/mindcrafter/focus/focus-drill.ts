import { FOCUS_DRILL, type FocusDrillRequest } from '@pipcrafters/contracts';

/** The pair to press for; every other symbol is a distractor that looks alike. */
export const FOCUS_TARGET = 'EURUSD';
export const FOCUS_DISTRACTORS = ['EURGBP', 'EURJPY', 'GBPUSD', 'EURCHF', 'AUDUSD', 'EURCAD'] as const;
/** The "3, 2, 1" before the first symbol. */
export const FOCUS_COUNTDOWN_MS = 3000;
/** Every stimulus of the drill: the full two minutes (120 000 ms / 1500 ms = 80). */
export const FOCUS_STIMULI = Math.floor(
  (FOCUS_DRILL.durationSeconds * 1000) / FOCUS_DRILL.stimulusIntervalMs,
);

export interface Stimulus {
  symbol: string;
  target: boolean;
}

/** mulberry32: a small seeded generator, so one seed always gives the same drill (and the tests can replay one). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The drill's symbols from a seed: exactly the contract's share of targets (rounded), the rest distractors, in a
 * shuffled order (Fisher–Yates with the seeded generator).
 */
export function focusSequence(seed: number, count = FOCUS_STIMULI): Stimulus[] {
  const random = seededRandom(seed);
  const targets = Math.round(count * FOCUS_DRILL.targetShare);
  const stimuli: Stimulus[] = Array.from({ length: count }, (_, index) =>
    index < targets
      ? { symbol: FOCUS_TARGET, target: true }
      : {
          symbol: FOCUS_DISTRACTORS[Math.floor(random() * FOCUS_DISTRACTORS.length)] ?? FOCUS_DISTRACTORS[0],
          target: false,
        },
  );
  for (let index = stimuli.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const held = stimuli[index] as Stimulus;
    stimuli[index] = stimuli[other] as Stimulus;
    stimuli[other] = held;
  }
  return stimuli;
}

/** The first press for each stimulus: milliseconds after it appeared, by its index. */
export type Responses = ReadonlyMap<number, number>;

export interface DrillMoment {
  /** The stimulus whose response window is open (its index), or null before the first and after the last. */
  index: number | null;
  /** Whether its symbol is on screen (it shows for `stimulusVisibleMs`, then the window stays open blank). */
  visible: boolean;
  done: boolean;
  /** The two minutes' countdown. */
  remainingMs: number;
}

/** Where the drill is `elapsedMs` after its first symbol appeared. */
export function drillMomentAt(sequence: readonly Stimulus[], elapsedMs: number): DrillMoment {
  const totalMs = sequence.length * FOCUS_DRILL.stimulusIntervalMs;
  if (elapsedMs >= totalMs) return { index: null, visible: false, done: true, remainingMs: 0 };
  const at = Math.max(0, elapsedMs);
  const index = Math.floor(at / FOCUS_DRILL.stimulusIntervalMs);
  const since = at - index * FOCUS_DRILL.stimulusIntervalMs;
  return {
    index,
    visible: since < FOCUS_DRILL.stimulusVisibleMs,
    done: false,
    remainingMs: totalMs - at,
  };
}

export type PressOutcome = 'recorded' | 'too-early' | 'already-answered' | 'no-stimulus';

/**
 * A press `elapsedMs` into the drill: it answers the stimulus whose window is open, once. A press sooner than
 * `minReactionMs` after a symbol appeared is a reflex carried over from the one before, not an answer: it is left
 * out and the symbol can still be answered.
 */
export function recordPress(
  sequence: readonly Stimulus[],
  responses: Responses,
  elapsedMs: number,
): { responses: Responses; outcome: PressOutcome } {
  const { index, done } = drillMomentAt(sequence, elapsedMs);
  if (done || index === null || elapsedMs < 0) return { responses, outcome: 'no-stimulus' };
  if (responses.has(index)) return { responses, outcome: 'already-answered' };
  const reactionMs = elapsedMs - index * FOCUS_DRILL.stimulusIntervalMs;
  if (reactionMs < FOCUS_DRILL.minReactionMs) return { responses, outcome: 'too-early' };
  return { responses: new Map(responses).set(index, Math.round(reactionMs)), outcome: 'recorded' };
}

export interface DrillCounts {
  targets: number;
  hits: number;
  misses: number;
  distractors: number;
  falseAlarms: number;
  correctRejections: number;
  meanReactionMs: number | null;
}

/** The counts over the stimuli shown so far (`shown` of them; all of them at the end). */
export function drillCounts(
  sequence: readonly Stimulus[],
  responses: Responses,
  shown = sequence.length,
): DrillCounts {
  let targets = 0;
  let hits = 0;
  let distractors = 0;
  let falseAlarms = 0;
  let reactionSum = 0;
  for (const [index, stimulus] of sequence.slice(0, shown).entries()) {
    const reaction = responses.get(index);
    if (stimulus.target) {
      targets += 1;
      if (reaction !== undefined) {
        hits += 1;
        reactionSum += reaction;
      }
    } else {
      distractors += 1;
      if (reaction !== undefined) falseAlarms += 1;
    }
  }
  return {
    targets,
    hits,
    misses: targets - hits,
    distractors,
    falseAlarms,
    correctRejections: distractors - falseAlarms,
    meanReactionMs: hits > 0 ? Math.round(reactionSum / hits) : null,
  };
}

/** What the page sends when the two minutes are over (the server computes the score). */
export function drillReport(sequence: readonly Stimulus[], responses: Responses): FocusDrillRequest {
  const counts = drillCounts(sequence, responses);
  return {
    durationSeconds: FOCUS_DRILL.durationSeconds,
    targets: counts.targets,
    hits: counts.hits,
    falseAlarms: counts.falseAlarms,
    distractors: counts.distractors,
    meanReactionMs: counts.meanReactionMs,
  };
}

/** A score in words, for the result and the history. */
export function scoreVerdict(score: number): string {
  if (score >= 90) return 'Foco excelente';
  if (score >= 75) return 'Buen foco';
  if (score >= 50) return 'Foco irregular';
  return 'Hoy cuesta concentrarse';
}

/** Hits and correct rejections over every stimulus, as a whole percentage. */
export function accuracyPercent(
  counts: Pick<DrillCounts, 'hits' | 'targets' | 'falseAlarms' | 'distractors'>,
) {
  const total = counts.targets + counts.distractors;
  return total === 0
    ? 0
    : Math.round(((counts.hits + counts.distractors - counts.falseAlarms) / total) * 100);
}
