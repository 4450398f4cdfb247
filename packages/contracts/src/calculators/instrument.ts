import type { InstrumentFields, RateTable } from '../finance';
import { findInstrument } from '../instruments';
import { CalculatorMessages } from './messages';
import { D, type Dec, inverse, ONE, product, type Ratio, ratio } from './numbers';
import { CalculatorInputError, conversionRatio, requireConversion } from './rates';

/** Gold and silver by their code: ounces a lot, and the pip FinanceHub uses unless told (gold's "10 cents"). */
const METALS: Record<string, { contractSize: number; pipSize: string }> = {
  XAU: { contractSize: 100, pipSize: '0.10' },
  XAG: { contractSize: 5000, pipSize: '0.01' },
};

/** A pair as the calculators see it. */
export interface PairSpec {
  pair: string;
  base: string;
  quote: string;
  pipSize: Dec;
  contractSize: Dec;
  /**
   * The base is a metal or a coin, not a currency: a lot's notional is lots × contract × price in the quote
   * currency (gold: 100 oz × 2,000 USD), never a base amount converted through a currency rate.
   */
  priced: boolean;
}

/**
 * The pair's pip and contract: the caller's when given; else 0.0001 and 100,000 units, 0.01 for a JPY-quoted pair,
 * gold 0.10 and 100 oz, silver 0.01 and 5,000 oz, and the instrument table's for a coin (BTCUSD).
 */
export function pairSpec(pair: string, given: { pipSize?: string; contractSize?: string } = {}): PairSpec {
  const base = pair.slice(0, 3);
  const quote = pair.slice(3);
  const known = findInstrument(pair);
  const metal = METALS[base];
  const coin = known?.kind === 'crypto';
  const pipSize = metal?.pipSize ?? (coin ? String(known.pipSize) : quote === 'JPY' ? '0.01' : '0.0001');
  const contractSize = metal?.contractSize ?? (coin ? known.contractSize : 100_000);
  return {
    pair,
    base,
    quote,
    pipSize: new D(given.pipSize ?? pipSize),
    contractSize: new D(given.contractSize ?? contractSize),
    priced: metal !== undefined || coin,
  };
}

/** A position's pair, account and rates: what every conversion of its money needs. */
export class Position {
  readonly spec: PairSpec;
  readonly account: string;
  /** The request's rates first, then the service's. */
  readonly layers: readonly RateTable[];
  private readonly givenPrice: string | undefined;

  /** `fallbackPrice`: the pair's price when the input gives none (profit-loss: the closing price). */
  constructor(input: InstrumentFields, serviceRates: RateTable, fallbackPrice?: string) {
    this.spec = pairSpec(input.pair, input);
    this.account = input.accountCurrency;
    this.layers = [input.rates ?? {}, serviceRates];
    this.givenPrice = input.price ?? fallbackPrice;
  }

  /** One unit of the base in the quote: the input's price, else the rates' (derived through USD if need be). */
  price(): Ratio {
    if (this.givenPrice !== undefined) return ratio(this.givenPrice);
    const fromRates = conversionRatio(this.spec.base, this.spec.quote, this.layers);
    if (!fromRates) throw new CalculatorInputError(CalculatorMessages.missingPrice(this.spec.pair));
    return fromRates;
  }

  /**
   * One unit of the quote in the account's currency, where pip values and P/L arise: as is when the account is in
   * the quote; divided by the pair's price when it is in the base (USDJPY on a USD account); otherwise the
   * quote/account rate (EURGBP on a USD account: GBPUSD).
   */
  quoteToAccount(): Ratio {
    if (this.spec.quote === this.account) return ONE;
    if (this.spec.base === this.account) return inverse(this.price());
    return requireConversion(this.spec.quote, this.account, this.layers);
  }

  /**
   * One unit of the base in the account's currency, where a margin arises: as is, times the pair's price when the
   * account is in the quote, and for a metal the price then the quote's conversion; otherwise the base/account rate.
   */
  baseToAccount(): Ratio {
    if (this.spec.base === this.account) return ONE;
    if (this.spec.quote === this.account) return this.price();
    if (this.spec.priced) return product(this.price(), this.quoteToAccount());
    return requireConversion(this.spec.base, this.account, this.layers);
  }
}
