import { describe, expect, it } from 'vitest';
import { progressPercent, progressText } from './mission-progress';

describe('mission progress', () => {
  it('is a whole percentage between 0 and 100', () => {
    expect(progressPercent({ current: 1, target: 3 })).toBe(33);
    expect(progressPercent({ current: 2, target: 3 })).toBe(67);
    expect(progressPercent({ current: 7, target: 5 })).toBe(100);
    expect(progressPercent({ current: -1, target: 5 })).toBe(0);
    expect(progressPercent({ current: 3, target: 0 })).toBe(0);
  });

  it('writes the count in Spanish', () => {
    expect(progressText({ current: 3, target: 5 })).toBe('3 / 5');
    expect(progressText({ current: 1500, target: 10000 })).toBe('1500 / 10.000');
  });
});
