import { describe, expect, it } from 'vitest';
import { axisTicks } from './SignupsChart';

describe('the sign-ups chart’s axis', () => {
  it('counts in whole steps of 1, 2 or 5 times a power of ten, up to at least the tallest week', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
