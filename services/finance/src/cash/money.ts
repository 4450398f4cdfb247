import { conversionRatio, type RatesSnapshot } from '@pipcrafters/contracts';
import Decimal from 'decimal.js';

/** CashCrafter's decimals: money is kept in cents and added exactly; conversions round half-up to the cent. */
export const M = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof M>;

export const ZERO = new M(0);

/** A sum as the API gives it: two decimals, never "-0.00". */
export function cents(value: Decimal.Value): string {
  const text = new M(value).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** Amounts from numeric(18, 2) columns or aggregates (strings), or null. */
export const money = (value: string | number | null | undefined): Money => new M(value ?? 0);

/**
 * Converts amounts into one currency with one rate table: the user's main currency at the rates' date. A currency
 * the table cannot convert answers null (an account in it still shows its own balance).
 */
export class Converter {
  private readonly cache = new Map<string, { num: Money; den: Money } | null>();

  constructor(
    readonly snapshot: RatesSnapshot,
    readonly to: string,
  ) {}

  get ratesDate(): string {
    return this.snapshot.date;
  }

  convert(amount: Decimal.Value, from: string): Money | null {
    let ratio = this.cache.get(from);
    if (ratio === undefined) {
      const found = conversionRatio(from, this.to, [this.snapshot.rates]);
      ratio = found ? { num: new M(found.num.toString()), den: new M(found.den.toString()) } : null;
      this.cache.set(from, ratio);
    }
    return ratio ? new M(amount).times(ratio.num).div(ratio.den) : null;
  }

  /** Sums amounts in several currencies; those no rate converts are left out (and listed). */
  total(parts: Iterable<{ amount: Decimal.Value; currency: string }>): { total: Money; missing: string[] } {
    let total = ZERO;
    const missing = new Set<string>();
    for (const part of parts) {
      const converted = this.convert(part.amount, part.currency);
      if (converted) total = total.plus(converted);
      else missing.add(part.currency);
    }
    return { total, missing: [...missing] };
  }
}
