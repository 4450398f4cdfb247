import {
  BREATHING_CYCLES_MAX,
  BREATHING_TECHNIQUE_IDS,
  BREATHING_TECHNIQUES,
  breathingCycleSeconds,
  breathingDurationSeconds,
} from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';

describe('breathing techniques (the timings the page animates and the server bills)', () => {
  it('box breathing is 4-4-4-4: inhale, hold, exhale, hold empty; 16 s a cycle', () => {
    expect(BREATHING_TECHNIQUES.box.phases.map((phase) => [phase.kind, phase.seconds])).toEqual([
      ['inhale', 4],
      ['hold', 4],
      ['exhale', 4],
      ['hold-empty', 4],
    ]);
    expect(breathingCycleSeconds('box')).toBe(16);
    expect(breathingDurationSeconds('box', 6)).toBe(96);
  });

  it('4-7-8 is inhale 4, hold 7, exhale 8: 19 s a cycle', () => {
    expect(BREATHING_TECHNIQUES['4-7-8'].phases.map((phase) => [phase.kind, phase.seconds])).toEqual([
      ['inhale', 4],
      ['hold', 7],
      ['exhale', 8],
    ]);
    expect(breathingCycleSeconds('4-7-8')).toBe(19);
    expect(breathingDurationSeconds('4-7-8', 4)).toBe(76);
  });

  it('coherent breathing is 5.5 s in and 5.5 s out: 11 s a cycle, about 5.5 breaths a minute', () => {
    expect(BREATHING_TECHNIQUES.coherent.phases.map((phase) => [phase.kind, phase.seconds])).toEqual([
      ['inhale', 5.5],
      ['exhale', 5.5],
    ]);
    expect(breathingCycleSeconds('coherent')).toBe(11);
    expect(60 / breathingCycleSeconds('coherent')).toBeCloseTo(5.45, 2);
    expect(breathingDurationSeconds('coherent', 27)).toBe(297);
  });

  it('every technique: Spanish labels, default cycles within range, the longest session is bounded', () => {
    for (const id of BREATHING_TECHNIQUE_IDS) {
      const technique = BREATHING_TECHNIQUES[id];
      expect(technique.id).toBe(id);
      expect(technique.phases.every((phase) => phase.label.length > 0 && phase.seconds > 0)).toBe(true);
      expect(technique.defaultCycles).toBeGreaterThanOrEqual(1);
      expect(technique.defaultCycles).toBeLessThanOrEqual(BREATHING_CYCLES_MAX);
    }
    expect(breathingDurationSeconds('4-7-8', BREATHING_CYCLES_MAX)).toBe(1140);
    expect(BREATHING_TECHNIQUES.box.phases[0]?.label).toBe('Inhala');
  });
});
