/** Units of the base currency in one standard lot. */
export const CONTRACT_SIZE = 100_000;

/** Pairs quoted in yen move in hundredths; the rest in ten-thousandths. */
export type PairType = 'normal' | 'jpy';

export const PIP_SIZE: Record<PairType, number> = { normal: 0.0001, jpy: 0.01 };

/** Keeps the float noise of decimal prices (1,0872 − 1,0850 = 21,999…) out of results shown to a person. */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Pips from `from` to `to` (negative when the price falls), to a tenth of a pip (the fractional pip). */
export function pipsBetween(from: number, to: number, pairType: PairType): number {
  return round((to - from) / PIP_SIZE[pairType], 1);
}

/** What one pip is worth in the quote currency for a position of `lots`: 10 USD a lot in EUR/USD, 1.000 JPY in USD/JPY. */
export function pipValue(lots: number, pairType: PairType): number {
  return round(PIP_SIZE[pairType] * CONTRACT_SIZE * lots, 6);
}

export interface PipResult {
  pips: number;
  pipValue: number;
  /** Profit (or loss, negative) of the move in the quote currency. */
  value: number;
}

export function pipMove(from: number, to: number, lots: number, pairType: PairType): PipResult {
  const pips = pipsBetween(from, to, pairType);
  const perPip = pipValue(lots, pairType);
  return { pips, pipValue: perPip, value: round(pips * perPip, 2) };
}

export interface MarginResult {
  /** The position's size in the base currency (lots × contract size). */
  units: number;
  /** What the position is worth in the quote currency (units × price). */
  notional: number;
  /** The margin the broker holds, in the quote currency: notional ÷ leverage. */
  margin: number;
  /** The same margin in the base currency: units ÷ leverage. */
  marginInBase: number;
}

/** Required margin for `lots` at `price` with leverage `leverage`:1 (30 is 1:30). */
export function requiredMargin(lots: number, price: number, leverage: number): MarginResult {
  const units = round(lots * CONTRACT_SIZE, 6);
  const notional = round(units * price, 6);
  return { units, notional, margin: round(notional / leverage, 2), marginInBase: round(units / leverage, 2) };
}
