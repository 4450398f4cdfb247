import { FOCUS_DRILL } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  accuracyPercent,
  drillCounts,
  drillMomentAt,
  drillReport,
  FOCUS_STIMULI,
  FOCUS_TARGET,
  focusSequence,
  type Responses,
  recordPress,
  type Stimulus,
  scoreVerdict,
} from './focus-drill';

const interval = FOCUS_DRILL.stimulusIntervalMs;

/** Plays a sequence pressing for the stimuli `press` picks, `reactionMs` after each appears. */
function play(sequence: Stimulus[], press: (stimulus: Stimulus, index: number) => boolean, reactionMs = 400) {
  let responses: Responses = new Map();
  sequence.forEach((stimulus, index) => {
    if (press(stimulus, index))
      responses = recordPress(sequence, responses, index * interval + reactionMs).responses;
  });
  return responses;
}

describe('the focus drill’s sequence', () => {
  it('lasts the two minutes with the contract’s share of targets, the rest look-alike distractors', () => {
    const sequence = focusSequence(42);
    expect(FOCUS_STIMULI).toBe(FOCUS_DRILL.maxStimuli);
    expect(sequence).toHaveLength(80);
    expect(sequence.filter((stimulus) => stimulus.target)).toHaveLength(60);
    for (const stimulus of sequence) expect(stimulus.symbol === FOCUS_TARGET).toBe(stimulus.target);
  });

  it('is the same for the same seed and shuffled differently for another', () => {
    expect(focusSequence(7)).toEqual(focusSequence(7));
    expect(focusSequence(7).map((stimulus) => stimulus.symbol)).not.toEqual(
      focusSequence(8).map((stimulus) => stimulus.symbol),
    );
    // Distractors are spread through the drill, not bunched at one end.
    const firstHalf = focusSequence(7)
      .slice(0, 40)
      .filter((stimulus) => !stimulus.target).length;
    expect(firstHalf).toBeGreaterThan(3);
    expect(firstHalf).toBeLessThan(17);
  });
});

describe('the focus drill’s clock', () => {
  const sequence = focusSequence(1);

  it('shows each symbol for a while, then keeps its window open until the next one', () => {
    expect(drillMomentAt(sequence, 0)).toEqual({
      index: 0,
      visible: true,
      done: false,
      remainingMs: 120_000,
    });
    expect(drillMomentAt(sequence, 799)).toMatchObject({ index: 0, visible: true });
    expect(drillMomentAt(sequence, 800)).toMatchObject({ index: 0, visible: false });
    expect(drillMomentAt(sequence, 1500)).toMatchObject({ index: 1, visible: true, remainingMs: 118_500 });
    expect(drillMomentAt(sequence, 119_999)).toMatchObject({ index: 79, done: false });
    expect(drillMomentAt(sequence, 120_000)).toEqual({
      index: null,
      visible: false,
      done: true,
      remainingMs: 0,
    });
  });

  it('counts one answer per symbol, leaves out reflexes, ignores presses after the end', () => {
    let responses: Responses = new Map();
    let press = recordPress(sequence, responses, 50);
    expect(press.outcome).toBe('too-early');
    press = recordPress(sequence, press.responses, 350);
    expect(press.outcome).toBe('recorded');
    responses = press.responses;
    expect(responses.get(0)).toBe(350);
    expect(recordPress(sequence, responses, 900).outcome).toBe('already-answered');
    expect(recordPress(sequence, responses, 1500 + 99).outcome).toBe('too-early');
    expect(recordPress(sequence, responses, 1500 + 1200).responses.get(1)).toBe(1200);
    expect(recordPress(sequence, responses, 120_000).outcome).toBe('no-stimulus');
  });
});

describe('the focus drill’s counts', () => {
  const sequence = focusSequence(99);

  it('a perfect drill: every target hit, no false alarm', () => {
    const responses = play(sequence, (stimulus) => stimulus.target, 420);
    expect(drillReport(sequence, responses)).toEqual({
      durationSeconds: 120,
      targets: 60,
      hits: 60,
      falseAlarms: 0,
      distractors: 20,
      meanReactionMs: 420,
    });
    expect(accuracyPercent(drillCounts(sequence, responses))).toBe(100);
  });

  it('pressing for everything: every distractor is a false alarm', () => {
    const counts = drillCounts(
      sequence,
      play(sequence, () => true, 300),
    );
    expect(counts).toMatchObject({ hits: 60, falseAlarms: 20, correctRejections: 0, misses: 0 });
    expect(accuracyPercent(counts)).toBe(75);
  });

  it('never pressing: every target missed and no reaction time', () => {
    const report = drillReport(sequence, new Map());
    expect(report).toMatchObject({ hits: 0, falseAlarms: 0, meanReactionMs: null });
    expect(drillCounts(sequence, new Map()).misses).toBe(60);
  });

  it('averages the reaction times of the hits only, and counts what has been shown so far', () => {
    const firstTarget = sequence.findIndex((stimulus) => stimulus.target);
    const firstDistractor = sequence.findIndex((stimulus) => !stimulus.target);
    let responses: Responses = new Map();
    responses = recordPress(sequence, responses, firstTarget * interval + 300).responses;
    responses = recordPress(sequence, responses, firstDistractor * interval + 900).responses;
    const secondTarget = sequence.findIndex((stimulus, index) => stimulus.target && index > firstTarget);
    responses = recordPress(sequence, responses, secondTarget * interval + 501).responses;
    expect(drillCounts(sequence, responses).meanReactionMs).toBe(401);
    expect(drillCounts(sequence, responses, firstTarget + 1)).toMatchObject({ hits: 1 });
  });

  it('puts a score into words', () => {
    expect(scoreVerdict(95)).toBe('Foco excelente');
    expect(scoreVerdict(80)).toBe('Buen foco');
    expect(scoreVerdict(60)).toBe('Foco irregular');
    expect(scoreVerdict(10)).toBe('Hoy cuesta concentrarse');
  });
});
