import Decimal from 'decimal.js';
import type { Instrument } from './instruments';

/**
 * Position-size and pip-value arithmetic, in decimals (never binary floats): the journal's trades test uses it, and
 * FinanceHub's calculators (`calculators/`) share its rounding to the lot step. Every amount is in the account's currency; prices and sizes may be given
 * as strings ("1.08250", "0.50") or numbers. A function answers null when it cannot convert (a cross whose quote is
 * neither the account's currency nor the pair's base, and no rate given).
 */

export type DecimalInput = Decimal.Value;

/**
 * What one unit of the quote currency is worth in the account currency: 1 when the account is in the quote
 * currency; 1 / price when it is in the base currency (USDJPY on a USD account); otherwise the rate given
 * (quote → account, e.g. GBPUSD's price for EURGBP on a USD account); null without one.
 */
export function quoteToAccountRate(
  instrument: Pick<Instrument, 'base' | 'quote'>,
  accountCurrency: string,
  price: DecimalInput,
  conversionRate?: DecimalInput | null,
): Decimal | null {
  if (instrument.quote === accountCurrency) return new Decimal(1);
  if (instrument.base === accountCurrency) return new Decimal(1).div(price);
  if (conversionRate !== undefined && conversionRate !== null && conversionRate !== '') {
    return new Decimal(conversionRate);
  }
  return null;
}

/** The distance between two prices in pips (always ≥ 0): 20 for 1.10000 → 1.09800, 500 for gold's 2000 → 1995. */
export function pipsBetween(
  instrument: Pick<Instrument, 'pipSize'>,
  a: DecimalInput,
  b: DecimalInput,
): Decimal {
  return new Decimal(a).minus(b).abs().div(instrument.pipSize);
}

export interface PipValueInput {
  instrument: Instrument;
  /** Lots. */
  volume: DecimalInput;
  accountCurrency: string;
  /** The price the quote → account rate is read at when the account is in the base currency. */
  price: DecimalInput;
  conversionRate?: DecimalInput | null;
}

/** Money one pip is worth for `volume` lots: pip size × contract size × lots × the quote → account rate. */
export function pipValue(input: PipValueInput): Decimal | null {
  const rate = quoteToAccountRate(input.instrument, input.accountCurrency, input.price, input.conversionRate);
  if (!rate) return null;
  return new Decimal(input.instrument.pipSize)
    .times(input.instrument.contractSize)
    .times(input.volume)
    .times(rate);
}

export interface StopInput {
  instrument: Instrument;
  accountCurrency: string;
  entryPrice: DecimalInput;
  stopLoss: DecimalInput;
  /** Quote → account, needed when the account's currency is neither the quote nor the base. */
  conversionRate?: DecimalInput | null;
}

/** Money lost per lot if the stop is hit: the entry-to-stop distance × contract size, converted at the entry. */
export function riskPerLot(input: StopInput): Decimal | null {
  const rate = quoteToAccountRate(
    input.instrument,
    input.accountCurrency,
    input.entryPrice,
    input.conversionRate,
  );
  if (!rate) return null;
  return new Decimal(input.entryPrice)
    .minus(input.stopLoss)
    .abs()
    .times(input.instrument.contractSize)
    .times(rate);
}

/** Money lost if the stop is hit with `volume` lots. */
export function moneyAtRisk(input: StopInput & { volume: DecimalInput }): Decimal | null {
  return riskPerLot(input)?.times(input.volume) ?? null;
}

export interface PositionSizeInput extends StopInput {
  /** The account's balance. */
  balance: DecimalInput;
  /** Percent of the balance to risk ("1" = 1 %). */
  riskPercent: DecimalInput;
  /** The broker's smallest step of size; 0.01 lot (a micro lot) unless told. */
  lotStep?: DecimalInput;
}

/**
 * The largest size whose loss at the stop stays within `riskPercent` of the balance: (balance × percent / 100) /
 * risk per lot, rounded down to the lot step (never up: rounding up would risk more than allowed). Null when the
 * stop equals the entry or the rate is missing; 0 when even one step risks too much.
 */
export function positionSize(input: PositionSizeInput): Decimal | null {
  const perLot = riskPerLot(input);
  if (!perLot || perLot.isZero()) return null;
  const lots = new Decimal(input.balance).times(input.riskPercent).div(100).div(perLot);
  if (lots.isNegative()) return new Decimal(0);
  return roundDownToStep(lots, input.lotStep ?? '0.01');
}

/**
 * `lots` rounded down to a multiple of the broker's step (0.2999 → 0.29 for a 0.01 step), in decimals: never to
 * the nearest, which could risk more than allowed, and never in binary floats, where 0.29 / 0.01 is 28.999…
 */
export function roundDownToStep<T extends Decimal>(lots: T, step: DecimalInput): T {
  return lots.div(step).floor().times(step) as T;
}
