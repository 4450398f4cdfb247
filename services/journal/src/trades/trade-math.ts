import {
  findInstrument,
  quoteToAccountRate,
  type TradeOutcome,
  type TradeSide,
} from '@pipcrafters/contracts';
import Decimal from 'decimal.js';

export interface TradeFigures {
  side: TradeSide;
  symbol: string;
  accountCurrency: string;
  entryPrice: string | null;
  exitPrice: string;
  volume: string;
  stopLoss: string | null;
  profit: string;
  commission: string;
  swap: string;
  taxes: string;
  /** Quote currency → account currency, when known. */
  conversionRate?: string | null;
}

const direction = (side: TradeSide) => (side === 'buy' ? 1 : -1);

export function netOf(figures: Pick<TradeFigures, 'profit' | 'commission' | 'swap' | 'taxes'>): string {
  return new Decimal(figures.profit)
    .plus(figures.commission)
    .plus(figures.swap)
    .plus(figures.taxes)
    .toFixed();
}

export function outcomeOf(net: string): TradeOutcome {
  const value = new Decimal(net);
  return value.isZero() ? 'breakeven' : value.isPositive() ? 'win' : 'loss';
}

/** Pips in the trade's favour (negative against it), to one decimal; null for an unknown instrument or entry. */
export function pipsOf(side: TradeSide, symbol: string, entry: string | null, exit: string): string | null {
  const instrument = findInstrument(symbol);
  if (!instrument || entry === null) return null;
  return new Decimal(exit)
    .minus(entry)
    .times(direction(side))
    .div(instrument.pipSize)
    .toDecimalPlaces(1, Decimal.ROUND_HALF_UP)
    .toFixed(1);
}

/**
 * Gross profit from prices and size, in the account currency; null when a cross needs a conversion rate that was
 * not given (or the instrument is unknown).
 */
export function grossProfitOf(
  figures: Omit<TradeFigures, 'profit' | 'commission' | 'swap' | 'taxes'>,
): string | null {
  const instrument = findInstrument(figures.symbol);
  if (!instrument || figures.entryPrice === null) return null;
  const rate = quoteToAccountRate(
    instrument,
    figures.accountCurrency,
    figures.exitPrice,
    figures.conversionRate,
  );
  if (!rate) return null;
  return new Decimal(figures.exitPrice)
    .minus(figures.entryPrice)
    .times(direction(figures.side))
    .times(instrument.contractSize)
    .times(figures.volume)
    .times(rate)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

/**
 * The R multiple: net result over the money at risk at the stop. The risk is the entry-to-stop distance times the
 * contract and size in the quote currency, converted like the profit; without a given rate, the rate the trade's
 * own profit implies (profit over the price move) is used, which is exact for imported trades. Null without a stop,
 * an entry, a known instrument, or a way to convert.
 */
export function rMultipleOf(figures: TradeFigures): string | null {
  const instrument = findInstrument(figures.symbol);
  if (!instrument || figures.entryPrice === null || figures.stopLoss === null) return null;
  const distance = new Decimal(figures.entryPrice).minus(figures.stopLoss).abs();
  if (distance.isZero()) return null;
  let rate = quoteToAccountRate(
    instrument,
    figures.accountCurrency,
    figures.entryPrice,
    figures.conversionRate,
  );
  const move = new Decimal(figures.exitPrice).minus(figures.entryPrice).abs();
  if (!rate && !move.isZero()) {
    rate = new Decimal(figures.profit).abs().div(move.times(instrument.contractSize).times(figures.volume));
  }
  if (!rate || rate.isZero()) return null;
  const risk = distance.times(instrument.contractSize).times(figures.volume).times(rate);
  if (risk.isZero()) return null;
  return new Decimal(netOf(figures)).div(risk).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
