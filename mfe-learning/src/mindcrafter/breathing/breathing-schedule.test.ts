import { BREATHING_TECHNIQUES } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  breathingMomentAt,
  CIRCLE_EMPTY,
  CIRCLE_FULL,
  cyclesForMinutes,
  sessionMs,
} from './breathing-schedule';

const box = BREATHING_TECHNIQUES.box.phases;
const relax = BREATHING_TECHNIQUES['4-7-8'].phases;
const coherent = BREATHING_TECHNIQUES.coherent.phases;

describe('the breathing phase scheduler', () => {
  it('walks box breathing through its four phases of four seconds, cycle after cycle', () => {
    const at = (ms: number) => breathingMomentAt(box, 2, ms);
    expect(at(0)).toMatchObject({ cycle: 1, phaseIndex: 0, secondsLeft: 4, done: false });
    expect(at(0).phase.kind).toBe('inhale');
    expect(at(999).secondsLeft).toBe(4);
    expect(at(1000).secondsLeft).toBe(3);
    expect(at(3999)).toMatchObject({ phaseIndex: 0, secondsLeft: 1 });
    expect(at(4000).phase.kind).toBe('hold');
    expect(at(4000).secondsLeft).toBe(4);
    expect(at(8000).phase.kind).toBe('exhale');
    expect(at(12_000).phase.kind).toBe('hold-empty');
    expect(at(15_999)).toMatchObject({ cycle: 1, phaseIndex: 3, secondsLeft: 1 });
    expect(at(16_000)).toMatchObject({ cycle: 2, phaseIndex: 0, secondsLeft: 4 });
    expect(at(16_000).phase.label).toBe('Inhala');
  });

  it('follows each technique’s own timings (4-7-8 and coherent breathing’s half seconds)', () => {
    expect(breathingMomentAt(relax, 1, 4000)).toMatchObject({ phaseIndex: 1, secondsLeft: 7 });
    expect(breathingMomentAt(relax, 1, 11_000)).toMatchObject({ phaseIndex: 2, secondsLeft: 8 });
    expect(breathingMomentAt(relax, 1, 18_500).secondsLeft).toBe(1);
    expect(breathingMomentAt(coherent, 3, 5000)).toMatchObject({ phaseIndex: 0, secondsLeft: 1 });
    expect(breathingMomentAt(coherent, 3, 5500)).toMatchObject({ phaseIndex: 1, secondsLeft: 6 });
    expect(breathingMomentAt(coherent, 3, 11_000)).toMatchObject({ cycle: 2, phaseIndex: 0 });
  });

  it('grows the circle on the inhale, keeps it while holding, shrinks it on the exhale', () => {
    const at = (ms: number) => breathingMomentAt(box, 2, ms);
    expect(at(0).scale).toBeCloseTo(CIRCLE_EMPTY);
    expect(at(0).targetScale).toBe(CIRCLE_FULL);
    expect(at(2000).scale).toBeCloseTo((CIRCLE_EMPTY + CIRCLE_FULL) / 2);
    expect(at(5000).scale).toBeCloseTo(CIRCLE_FULL);
    expect(at(5000).targetScale).toBe(CIRCLE_FULL);
    expect(at(10_000).scale).toBeCloseTo((CIRCLE_EMPTY + CIRCLE_FULL) / 2);
    expect(at(13_000).scale).toBeCloseTo(CIRCLE_EMPTY);
    expect(at(13_000).targetScale).toBe(CIRCLE_EMPTY);
    // The second inhale starts from the empty lungs the hold left.
    expect(at(16_000).scale).toBeCloseTo(CIRCLE_EMPTY);
    // Coherent breathing has no holds: out straight after in.
    expect(breathingMomentAt(coherent, 2, 5500).scale).toBeCloseTo(CIRCLE_FULL);
    expect(breathingMomentAt(coherent, 2, 11_000).scale).toBeCloseTo(CIRCLE_EMPTY);
  });

  it('counts the session’s time left and ends on the last phase', () => {
    expect(sessionMs(box, 1)).toBe(16_000);
    expect(breathingMomentAt(box, 1, 6000)).toMatchObject({ totalMs: 16_000, remainingMs: 10_000 });
    const end = breathingMomentAt(box, 1, 16_000);
    expect(end).toMatchObject({ done: true, cycle: 1, phaseIndex: 3, secondsLeft: 0, remainingMs: 0 });
    expect(breathingMomentAt(box, 1, 60_000)).toMatchObject({ done: true, remainingMs: 0 });
    expect(breathingMomentAt(box, 1, -50)).toMatchObject({ done: false, cycle: 1, phaseIndex: 0 });
  });

  it('turns minutes into whole cycles, at least one', () => {
    expect(cyclesForMinutes(box, 2)).toBe(8);
    expect(cyclesForMinutes(relax, 1)).toBe(3);
    expect(cyclesForMinutes(coherent, 5)).toBe(27);
    expect(cyclesForMinutes(box, 0.1)).toBe(1);
  });
});
