import { describe, expect, it } from 'vitest';
import { twoSidedP, welch } from './welch';

describe("Welch's t-test", () => {
  it('gives the p-values of the t distribution', () => {
    // Reference values (R: 2 * pt(-abs(t), df)).
    expect(twoSidedP(2.0, 10)).toBeCloseTo(0.07339, 4);
    expect(twoSidedP(1.96, 1000)).toBeCloseTo(0.05028, 4);
    expect(twoSidedP(0, 5)).toBeCloseTo(1, 6);
    expect(twoSidedP(4.5, 30)).toBeCloseTo(0.0000952, 6);
  });

  it('compares two samples with unequal variances', () => {
    // a: mean 0.1 R, sd 1, 40 trades; b: mean 0.8 R, sd 1.5, 35 trades.
    const result = welch({ n: 40, mean: 0.1, variance: 1 }, { n: 35, mean: 0.8, variance: 2.25 });
    expect(result?.t).toBeCloseTo(2.343, 2);
    expect(result?.df).toBeCloseTo(57.95, 1);
    expect(result?.p).toBeLessThan(0.05);
    expect(welch({ n: 1, mean: 0, variance: 0 }, { n: 10, mean: 1, variance: 1 })).toBeNull();
  });
});
