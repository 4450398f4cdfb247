import { FOCUS_DRILL, type FocusDrillRequest } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { FOCUS_WEIGHTS, focusDrillProblem, focusScore } from './focus-score';

const drill = (patch: Partial<FocusDrillRequest> = {}): FocusDrillRequest => ({
  durationSeconds: 120,
  targets: 60,
  hits: 54,
  falseAlarms: 2,
  distractors: 20,
  meanReactionMs: 450,
  ...patch,
});

describe('focus score (hand-computed)', () => {
  it('weights add up to 100', () => {
    expect(FOCUS_WEIGHTS.attention + FOCUS_WEIGHTS.inhibition + FOCUS_WEIGHTS.speed).toBe(100);
  });

  it('54/60 hits, 2/20 false alarms, 450 ms: 45 + 27 + 14 = 86', () => {
    expect(focusScore(drill())).toBe(86);
  });

  it('a flawless, fast drill is 100; pressing nothing at all is 30 (only the distractors left alone)', () => {
    expect(focusScore(drill({ hits: 60, falseAlarms: 0, meanReactionMs: 250 }))).toBe(100);
    expect(focusScore(drill({ hits: 0, falseAlarms: 0, meanReactionMs: null }))).toBe(30);
  });

  it('pressing at everything: 50 + 0 + speed', () => {
    // 300 ms → all 20 speed points.
    expect(focusScore(drill({ hits: 60, falseAlarms: 20, meanReactionMs: 300 }))).toBe(70);
  });

  it('speed is linear between 300 and 800 ms, none beyond', () => {
    const at = (ms: number) => focusScore(drill({ hits: 60, falseAlarms: 0, meanReactionMs: ms }));
    expect(at(550)).toBe(90);
    expect(at(800)).toBe(80);
    expect(at(1200)).toBe(80);
  });

  it('45/60 hits, 3/20 false alarms, 675 ms → 37.5 + 25.5 + 5 = 68', () => {
    expect(focusScore(drill({ hits: 45, falseAlarms: 3, meanReactionMs: 675 }))).toBe(68);
  });

  it('rounds half up: 45/60 hits, 2/20 false alarms, 800 ms → 37.5 + 27 + 0 = 64.5 → 65', () => {
    expect(focusScore(drill({ hits: 45, falseAlarms: 2, meanReactionMs: 800 }))).toBe(65);
  });

  it('with no distractors shown, inhibition is full', () => {
    expect(
      focusScore(drill({ targets: 60, hits: 30, distractors: 0, falseAlarms: 0, meanReactionMs: 800 })),
    ).toBe(55);
  });
});

describe('focus drill consistency', () => {
  it('accepts a consistent report', () => {
    expect(focusDrillProblem(drill())).toBeNull();
    expect(focusDrillProblem(drill({ hits: 0, meanReactionMs: null }))).toBeNull();
  });

  it('refuses impossible counts', () => {
    expect(focusDrillProblem(drill({ hits: 61 }))).toContain('aciertos');
    expect(focusDrillProblem(drill({ falseAlarms: 21 }))).toContain('falsas alarmas');
    expect(focusDrillProblem(drill({ targets: 70, distractors: 20 }))).toContain(`${FOCUS_DRILL.maxStimuli}`);
    expect(focusDrillProblem(drill({ targets: 20, hits: 10, distractors: 10 }))).toContain(
      `${FOCUS_DRILL.minStimuli}`,
    );
    expect(focusDrillProblem(drill({ hits: 0 }))).toContain('null');
    expect(focusDrillProblem(drill({ meanReactionMs: null }))).toContain('meanReactionMs');
  });
});
