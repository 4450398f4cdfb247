import { CALCULATORS, type CalculatorIO, type CalculatorName, type RateTable } from '../finance';
import { normalizeSymbol } from '../instruments';
import { CalculatorMessages as texts } from './messages';
import { D, type Dec } from './numbers';

/**
 * The calculators' input rules, one table for the page (an error under the field as the user types) and the finance
 * service (a 400 naming the field). Values are read leniently where it costs nothing: decimals as strings or JSON
 * numbers, pairs as brokers write them ("eurusd.pro", "GOLD"), currency codes in any case; then handed on in one
 * canonical form (decimal strings, upper-case codes, leverage as "1:N").
 */

type Read = { ok: true; value: unknown } | { ok: false; error: string };
type Rule = (value: unknown, field: string) => Read;

const ok = (value: unknown): Read => ({ ok: true, value });
const fail = (error: string): Read => ({ ok: false, error });

const MAX = new D('1e12');
const DECIMAL = /^-?\d{1,13}(\.\d{1,12})?$/;

/**
 * A decimal from a string ("1.0850", up to 12 decimals) or a finite JSON number (rounded to 12 decimals: a binary
 * float's 0.30000000000000004 is the 0.3 its sender meant); null for anything else.
 */
export function readDecimal(value: unknown): Dec | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value).toDecimalPlaces(12) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL.test(text) ? new D(text) : null;
}

type Bound = 'any' | 'positive' | 'nonNegative';

const decimal =
  (bound: Bound): Rule =>
  (value, field) => {
    const number = readDecimal(value);
    if (!number) return fail(texts.number(field));
    if (number.abs().greaterThan(MAX)) return fail(texts.tooLarge(field));
    if (bound === 'positive' && !number.greaterThan(0)) return fail(texts.positive(field));
    if (bound === 'nonNegative' && number.isNegative() && !number.isZero())
      return fail(texts.nonNegative(field));
    return ok(number.toFixed());
  };

/** A percentage within [min, max] (or (min, max) / [min, max) as `open` says), with its own message. */
const percent =
  (
    min: number,
    max: number,
    message: (field: string) => string,
    open: 'none' | 'min' | 'max' = 'none',
  ): Rule =>
  (value, field) => {
    const number = readDecimal(value);
    if (!number) return fail(texts.number(field));
    const below = open === 'min' ? number.lessThanOrEqualTo(min) : number.lessThan(min);
    const above = open === 'max' ? number.greaterThanOrEqualTo(max) : number.greaterThan(max);
    return below || above ? fail(message(field)) : ok(number.toFixed());
  };

const integer =
  (min: number, max: number): Rule =>
  (value, field) => {
    const number = readDecimal(value);
    if (!number?.isInteger() || number.lessThan(min) || number.greaterThan(max)) {
      return fail(texts.integer(field, min, max));
    }
    return ok(number.toNumber());
  };

const oneOf =
  (values: readonly string[], message: string): Rule =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? ok(value) : fail(message);

const currency: Rule = (value, field) =>
  typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())
    ? ok(value.trim().toUpperCase())
    : fail(texts.currency(field));

const pair: Rule = (value, field) => {
  if (typeof value !== 'string' || value.length > 40) return fail(texts.pair(field));
  const symbol = normalizeSymbol(value);
  if (!/^[A-Z]{6}$/.test(symbol)) return fail(texts.pair(field));
  return symbol.slice(0, 3) === symbol.slice(3) ? fail(texts.samePair(field)) : ok(symbol);
};

/** "1:30", "30" or 30: the N of 1:N, above 0 and at most 10,000. */
const leverage: Rule = (value) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const match = /^\s*(?:1\s*:\s*)?(\d{1,5}(?:\.\d{1,4})?)\s*$/.exec(text);
  const times = match?.[1] ? new D(match[1]) : null;
  if (!times?.greaterThan(0) || times.greaterThan(10_000)) return fail(texts.leverage);
  return ok(`1:${times.toFixed()}`);
};

const MAX_RATES = 200;

const rates: Rule = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(texts.rates);
  const entries = Object.entries(value);
  if (entries.length > MAX_RATES) return fail(texts.rates);
  const table: RateTable = {};
  for (const [key, price] of entries) {
    if (!/^[A-Za-z]{6}$/.test(key)) return fail(texts.rateKey(key.slice(0, 40)));
    const number = readDecimal(price);
    if (!number?.greaterThan(0) || number.greaterThan(MAX)) return fail(texts.rateValue(key));
    table[key.toUpperCase()] = number.toFixed();
  }
  return ok(table);
};

interface FieldRule {
  rule: Rule;
  required: boolean;
}

const required = (rule: Rule): FieldRule => ({ rule, required: true });
const optional = (rule: Rule): FieldRule => ({ rule, required: false });

const positive = decimal('positive');
const nonNegative = decimal('nonNegative');
const side = oneOf(['long', 'short'], texts.side);
const winRate = percent(0, 100, texts.percent);

/** InstrumentFields: what every calculator of a position shares. */
const INSTRUMENT = {
  pair: required(pair),
  price: optional(positive),
  accountCurrency: required(currency),
  rates: optional(rates),
  pipSize: optional(positive),
  contractSize: optional(positive),
  lotStep: optional(positive),
  minLot: optional(positive),
};

const FIELDS: Record<CalculatorName, Record<string, FieldRule>> = {
  'pip-value': { ...INSTRUMENT, lots: required(positive) },
  'position-size': {
    ...INSTRUMENT,
    balance: required(positive),
    riskPercent: required(percent(0, 100, () => texts.riskPercent, 'min')),
    stopLossPips: required(positive),
  },
  margin: { ...INSTRUMENT, lots: required(positive), leverage: required(leverage) },
  'profit-loss': {
    ...INSTRUMENT,
    lots: required(positive),
    side: required(side),
    openPrice: required(positive),
    closePrice: required(positive),
  },
  'risk-reward': {
    pair: required(pair),
    side: required(side),
    entry: required(positive),
    stopLoss: required(positive),
    takeProfit: required(positive),
    pipSize: optional(positive),
  },
  expectancy: { winRatePct: required(winRate), avgWin: required(nonNegative), avgLoss: required(positive) },
  kelly: { winRatePct: required(winRate), winLossRatio: required(positive) },
  'drawdown-recovery': {
    drawdownPct: optional(percent(0, 100, () => texts.drawdownPct, 'max')),
    peak: optional(positive),
    // A trough of 0 is a wiped-out account: no gain recovers it (the percentage form stops below 100 % too).
    trough: optional(positive),
  },
  'compound-growth': {
    initial: required(nonNegative),
    annualNominalRatePct: required(percent(0, 1000, () => texts.annualRate)),
    periods: required(integer(1, 1200)),
    monthlyContribution: required(nonNegative),
    contributionTiming: required(oneOf(['start', 'end'], texts.contributionTiming)),
  },
  swap: {
    ...INSTRUMENT,
    lots: required(positive),
    swapPoints: required(decimal('any')),
    nights: required(integer(1, 3650)),
    point: optional(positive),
  },
  convert: {
    amount: required(nonNegative),
    from: required(currency),
    to: required(currency),
    rates: optional(rates),
  },
};

/** Rules between fields, checked once every field reads well. */
const BETWEEN: Partial<Record<CalculatorName, (input: Record<string, unknown>) => string[]>> = {
  'risk-reward': (input) => {
    const entry = new D(input.entry as string);
    const stop = new D(input.stopLoss as string);
    const target = new D(input.takeProfit as string);
    if (input.side === 'long')
      return stop.lessThan(entry) && target.greaterThan(entry) ? [] : [texts.longLevels];
    return stop.greaterThan(entry) && target.lessThan(entry) ? [] : [texts.shortLevels];
  },
  'drawdown-recovery': (input) => {
    const hasPct = input.drawdownPct !== undefined;
    const hasPeak = input.peak !== undefined || input.trough !== undefined;
    if (hasPct && hasPeak) return [texts.drawdownBoth];
    if (hasPct) return [];
    if (input.peak === undefined || input.trough === undefined) return [texts.drawdownInput];
    return new D(input.trough as string).greaterThan(input.peak as string) ? [texts.troughAbovePeak] : [];
  },
};

export const isCalculatorName = (name: string): name is CalculatorName =>
  (CALCULATORS as readonly string[]).includes(name);

export type CalculatorInputRead<N extends CalculatorName> =
  | { ok: true; input: CalculatorIO[N][0] }
  | { ok: false; errors: string[] };

/**
 * Reads a calculator's input: every problem as a Spanish sentence naming its field, or the input in canonical form
 * (what the calculators take). A field the calculator does not use is refused, as the API refuses unknown fields.
 */
export function readCalculatorInput<N extends CalculatorName>(
  name: N,
  input: unknown,
): CalculatorInputRead<N> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [texts.notObject] };
  }
  const fields = FIELDS[name];
  const given = input as Record<string, unknown>;
  const errors = Object.keys(given)
    .filter((key) => !Object.hasOwn(fields, key))
    .map((key) => texts.unknownField(key.slice(0, 40), name));
  const read: Record<string, unknown> = {};
  for (const [field, { rule, required: needed }] of Object.entries(fields)) {
    const value = Object.hasOwn(given, field) ? given[field] : undefined;
    if (value === undefined || value === null || value === '') {
      if (needed) errors.push(texts.required(field));
      continue;
    }
    const result = rule(value, field);
    if (result.ok) read[field] = result.value;
    else errors.push(result.error);
  }
  if (errors.length === 0) errors.push(...(BETWEEN[name]?.(read) ?? []));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, input: read as CalculatorIO[N][0] };
}

/**
 * The Spanish errors of a calculator's input, each naming its field ("El campo «stopLossPips» debe ser un número
 * mayor que 0."); none when the calculator can run. An unknown calculator is one error.
 */
export function validateCalculator(name: string, input: unknown): string[] {
  if (!isCalculatorName(name)) return [texts.unknownCalculator(name.slice(0, 40))];
  const read = readCalculatorInput(name, input);
  return read.ok ? [] : read.errors;
}
