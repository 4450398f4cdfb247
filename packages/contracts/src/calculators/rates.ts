import type { RateTable } from '../finance';
import { CalculatorMessages } from './messages';
import { D, type Dec, inverse, ONE, product, type Ratio, ratio } from './numbers';

/** A calculation the input allows but the rates do not (a conversion with no rate): a 400 naming the field. */
export class CalculatorInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalculatorInputError';
  }
}

function price(table: RateTable, pair: string): Dec | null {
  const text = table[pair];
  return text === undefined ? null : positive(text);
}

interface Path {
  ratio: Ratio;
  /** The table's pairs it reads. */
  pairs: string[];
}

/** One unit of `from` in `to`: the pair as quoted (EURUSD), or its inverse (USDJPY for JPY → USD). */
function direct(table: RateTable, from: string, to: string): Path | null {
  if (from === to) return { ratio: ONE, pairs: [] };
  const straight = price(table, `${from}${to}`);
  if (straight) return { ratio: ratio(straight), pairs: [`${from}${to}`] };
  const reversed = price(table, `${to}${from}`);
  return reversed ? { ratio: inverse(ratio(reversed)), pairs: [`${to}${from}`] } : null;
}

/** The ways a table converts: the pair itself, then through USD (EURGBP = EURUSD / GBPUSD; MXN → COP by USDMXN and USDCOP). */
function paths(table: RateTable, from: string, to: string): Path[] {
  const found: Path[] = [];
  const own = direct(table, from, to);
  if (own) found.push(own);
  const toUsd = direct(table, from, 'USD');
  const fromUsd = direct(table, 'USD', to);
  if (toUsd && fromUsd && from !== 'USD' && to !== 'USD') {
    found.push({ ratio: product(toUsd.ratio, fromUsd.ratio), pairs: [...toUsd.pairs, ...fromUsd.pairs] });
  }
  return found;
}

/**
 * What one unit of `from` is worth in `to`, as a fraction; null when nothing converts. `layers` go from the most to
 * the least specific (the request's rates, then the service's) and are merged with the first winning a pair. Of the
 * ways to convert, the one whose least specific rate is the most specific wins, then the pair itself over the path
 * through USD: a caller who gives EURUSD and GBPUSD gets EURGBP from them even when the service's table has its own.
 */
export function conversionRatio(from: string, to: string, layers: readonly RateTable[]): Ratio | null {
  if (from === to) return ONE;
  const merged: RateTable = Object.create(null);
  const layerOf = new Map<string, number>();
  layers.forEach((layer, index) => {
    for (const [pair, value] of Object.entries(layer)) {
      if (layerOf.has(pair)) continue;
      merged[pair] = value;
      layerOf.set(pair, index);
    }
  });
  const specificity = (path: Path) => Math.max(0, ...path.pairs.map((pair) => layerOf.get(pair) ?? 0));
  let best: Path | null = null;
  for (const path of paths(merged, from, to)) {
    if (!best || specificity(path) < specificity(best)) best = path;
  }
  return best?.ratio ?? null;
}

/** `conversionRatio`, or the Spanish error that says which rate to give. */
export function requireConversion(from: string, to: string, layers: readonly RateTable[]): Ratio {
  const found = conversionRatio(from, to, layers);
  if (!found) throw new CalculatorInputError(CalculatorMessages.missingRate(from, to));
  return found;
}

/** Currencies the market quotes before the dollar (EURUSD, XAUUSD); the others come after it (USDJPY, USDMXN). */
const BEFORE_USD = new Set(['EUR', 'GBP', 'AUD', 'NZD', 'XAU', 'XAG']);

/** The pair a currency trades against the dollar as the market writes it: EURUSD, USDMXN. */
export const usdPair = (currency: string): string =>
  BEFORE_USD.has(currency) ? `${currency}USD` : `USD${currency}`;

/**
 * Rates against another base (the ECB's: 1 EUR = 1.1720 USD = 169.17 JPY = 0.85553 GBP) as dollar pairs in market
 * quoting, to 10 significant digits: EURUSD 1.172; USDJPY = 169.17 / 1.172 = 144.3430034; GBPUSD = 1.172 / 0.85553
 * = 1.369910000. Null without the base's dollar rate. Non-positive or unreadable rates are left out.
 */
export function rebaseToUsd(base: string, perBase: Readonly<Record<string, string>>): RateTable | null {
  const usd = perBase.USD === undefined ? null : positive(perBase.USD);
  if (!usd) return null;
  const own = usdPair(base);
  const table: RateTable = {
    [own]: (own.startsWith('USD') ? new D(1).div(usd) : usd).toSignificantDigits(10).toFixed(),
  };
  for (const [currency, text] of Object.entries(perBase)) {
    const rate = positive(text);
    if (!rate || currency === 'USD' || currency === base) continue;
    // One dollar in `currency`: its rate over the dollar's.
    const perDollar = rate.div(usd);
    const pair = usdPair(currency);
    table[pair] = (pair.startsWith('USD') ? perDollar : new D(1).div(perDollar))
      .toSignificantDigits(10)
      .toFixed();
  }
  return table;
}

function positive(text: string): Dec | null {
  try {
    const value = new D(text);
    return value.isFinite() && value.greaterThan(0) ? value : null;
  } catch {
    return null;
  }
}
