import { findInstrument, type Instrument, type TradeSide } from '@pipcrafters/contracts';

/**
 * What the new-trade form shows while the user types: pips, gross profit, net and R, from the instrument table.
 * For display only (floats are fine for a preview); the server computes the stored figures with decimals and its
 * answer is what the list shows. The rules are the server's (services/journal/src/trades/trade-math.ts).
 */
export interface LiveInput {
  symbol: string;
  side: TradeSide;
  accountCurrency: string;
  /** Dot-decimal strings as `parseDecimal` gives them, or null when empty or not a number. */
  entryPrice: string | null;
  exitPrice: string | null;
  volume: string | null;
  stopLoss: string | null;
  commission: string | null;
  swap: string | null;
  taxes: string | null;
  /** The gross profit the user typed, which replaces the computed one. */
  profit: string | null;
  conversionRate: string | null;
}

export interface LiveFigures {
  instrument: Instrument | undefined;
  /** The quote currency is neither the account's nor the instrument's base: a rate (or the profit) is needed. */
  needsConversionRate: boolean;
  pips: number | null;
  grossProfit: number | null;
  net: number | null;
  rMultiple: number | null;
}

const direction = (side: TradeSide) => (side === 'buy' ? 1 : -1);
const num = (value: string | null) => (value === null ? null : Number(value));
const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

/** True when profit in this instrument cannot be turned into the account's currency without a rate. */
export function needsConversionRate(instrument: Instrument | undefined, accountCurrency: string): boolean {
  return Boolean(instrument && instrument.quote !== accountCurrency && instrument.base !== accountCurrency);
}

/** Quote → account currency: 1 in the quote currency, 1 / price in the base one, else the rate typed. */
function quoteToAccount(instrument: Instrument, input: LiveInput, price: number): number | null {
  if (instrument.quote === input.accountCurrency) return 1;
  if (instrument.base === input.accountCurrency) return price === 0 ? null : 1 / price;
  const rate = num(input.conversionRate);
  return rate && rate > 0 ? rate : null;
}

export function liveFigures(input: LiveInput): LiveFigures {
  const instrument = input.symbol.trim() ? findInstrument(input.symbol) : undefined;
  const entry = num(input.entryPrice);
  const exit = num(input.exitPrice);
  const volume = num(input.volume);
  const stop = num(input.stopLoss);
  const costs = (num(input.commission) ?? 0) + (num(input.swap) ?? 0) + (num(input.taxes) ?? 0);
  const sign = direction(input.side);

  const pips =
    instrument && entry !== null && exit !== null
      ? round(((exit - entry) * sign) / instrument.pipSize, 1)
      : null;

  let grossProfit = num(input.profit);
  if (grossProfit === null && instrument && entry !== null && exit !== null && volume !== null) {
    const rate = quoteToAccount(instrument, input, exit);
    grossProfit =
      rate === null ? null : round((exit - entry) * sign * instrument.contractSize * volume * rate, 2);
  }
  const net = grossProfit === null ? null : round(grossProfit + costs, 2);

  let rMultiple: number | null = null;
  if (instrument && entry !== null && stop !== null && volume !== null && net !== null) {
    const distance = Math.abs(entry - stop);
    let rate = quoteToAccount(instrument, input, entry);
    const move = exit === null ? 0 : Math.abs(exit - entry);
    if (rate === null && move > 0 && grossProfit !== null) {
      rate = Math.abs(grossProfit) / (move * instrument.contractSize * volume);
    }
    const risk = rate === null ? 0 : distance * instrument.contractSize * volume * rate;
    rMultiple = risk > 0 ? round(net / risk, 2) : null;
  }

  return {
    instrument,
    needsConversionRate: needsConversionRate(instrument, input.accountCurrency),
    pips,
    grossProfit,
    net,
    rMultiple,
  };
}
