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
  if (text === undefined) return null;
  try {
    const value = new D(text);
    return value.isFinite() && value.isPositive() && !value.isZero() ? value : null;
  } catch {
    return null;
  }
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
