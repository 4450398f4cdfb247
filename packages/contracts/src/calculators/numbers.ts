import Decimal from 'decimal.js';

/**
 * The calculators' decimals: 50 significant digits, half-up. Their own constructor, so the journal's settings and
 * theirs never meet. Values arrive as decimal strings or JSON numbers (an assistant sends numbers).
 */
export const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

/**
 * A conversion factor kept as a fraction, `num / den`, divided only once at the end: 1 / 150 (a yen in dollars at
 * USDJPY 150) times 15,000 yen is exactly 100, where a rounded 0.00666… would give 99.999… and a size rounded down
 * to the lot step would lose a whole step.
 */
export interface Ratio {
  num: Dec;
  den: Dec;
}

export const ONE: Ratio = { num: new D(1), den: new D(1) };

export const ratio = (num: Decimal.Value, den: Decimal.Value = 1): Ratio => ({
  num: new D(num),
  den: new D(den),
});

export const inverse = (r: Ratio): Ratio => ({ num: r.den, den: r.num });

export const product = (a: Ratio, b: Ratio): Ratio => ({ num: a.num.times(b.num), den: a.den.times(b.den) });

/** `value × r`, with the one division last. */
export const applyRatio = (value: Dec, r: Ratio): Dec => value.times(r.num).div(r.den);

export const ratioValue = (r: Ratio): Dec => r.num.div(r.den);

/** A figure with exactly `places` decimals, never "-0.00". */
export function fixed(
  value: Dec,
  places: number,
  rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP,
): string {
  const text = value.toFixed(places, rounding);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** Decimals by what they measure: money 2, pip values 4 (a micro lot of a yen pair is worth 0.0667), pips 1. */
export const PLACES = { money: 2, pipValue: 4, pips: 1, percent: 2, ratio: 2, rawLots: 4 } as const;
