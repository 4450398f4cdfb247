/**
 * Numbers as Spanish readers read them (es-ES), for every remote: plain, fixed, signed, money, percentages, R and
 * trade counts. "—" stands for what is not a number.
 */

const LOCALE = 'es-ES';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = create();
    numberFormats.set(key, format);
  }
  return format;
}

const toNumber = (value: string | number | null) => (value === null ? Number.NaN : Number(value));

/** At most `maxDecimals` decimals: "0,5", "12", "1.234,5". */
export function formatNumber(value: string | number | null, maxDecimals = 2): string {
  const number = toNumber(value);
  if (!Number.isFinite(number)) return '—';
  return numberFormat(
    `max-${maxDecimals}`,
    () => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxDecimals }),
  ).format(number);
}

/** Exactly `decimals` decimals (prices with the instrument's digits): "1,08500", "151,20". */
export function formatFixed(value: string | number, decimals: number): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '—';
  return numberFormat(
    `fixed-${decimals}`,
    () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(number);
}

/** Signed with exactly `decimals` decimals, for pips and R: "+12,3", "-4,00", "0,0". */
export function formatSigned(value: string | number, decimals: number): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '—';
  const text = formatFixed(Math.abs(number), decimals);
  return number > 0 ? `+${text}` : number < 0 ? `-${text}` : text;
}

/** An amount in its currency ("1.234,56 €", "-12,00 US$"), or a plain number when there is no one currency. */
export function formatMoney(amount: string | number | null, currency: string | null): string {
  const value = toNumber(amount);
  if (!Number.isFinite(value)) return '—';
  if (!currency) return formatNumber(value, 2);
  try {
    return numberFormat(
      `money-${currency}`,
      () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency }),
    ).format(value);
  } catch {
    return `${formatNumber(value, 2)} ${currency}`;
  }
}

/** "55,6 %"; "—" without one. */
export const formatPercent = (value: string | number | null) =>
  value === null ? '—' : `${formatNumber(value, 1)} %`;

/** "+0,45 R"; "—" without one. */
export const formatR = (value: string | number | null) =>
  value === null ? '—' : `${formatSigned(value, 2)} R`;

/** "1 operación", "42 operaciones". */
export const tradesLabel = (count: number) =>
  count === 1 ? '1 operación' : `${formatNumber(count, 0)} operaciones`;

/**
 * A decimal typed the Spanish way or the keypad's ("1,0850", "1.0850", "-12,5", "1.250,75", "10 000") as the
 * dot-decimal string the API takes, never through a float; null for anything else.
 */
export function parseDecimal(input: string): string | null {
  let text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (text.includes(',') && text.includes('.')) {
    if (!/^[-+]?\d{1,3}(\.\d{3})+,\d+$/.test(text)) return null;
    text = text.replaceAll('.', '');
  }
  text = text.replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  const negative = text.startsWith('-');
  const digits = text.replace(/^[-+]/, '');
  const [whole = '0', fraction] = digits.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const canonical = fraction ? `${trimmedWhole}.${fraction}` : trimmedWhole;
  return negative && /[1-9]/.test(canonical) ? `-${canonical}` : canonical;
}

/**
 * An amount of money as a Spanish speaker writes it: like `parseDecimal`, except that dots grouping thousands
 * ("10.000", "1.250.000") are thousands, as they are in a balance (a price's "1.085" is a decimal).
 */
export function parseAmount(input: string): string | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (/^[-+]?\d{1,3}(\.\d{3})+$/.test(text)) return parseDecimal(text.replaceAll('.', ''));
  return parseDecimal(text);
}
