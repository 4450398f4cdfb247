const LOCALE = 'es-ES';

/** Spaces a Spanish number may be written with between groups (a copied "10 000", a non-breaking space). */
const SPACES = /[\s\u00a0\u202f]/g;
const DIGITS = /^\d+$/;
/** Dots as thousands separators: "10.000", "1.250.000" (groups of three after the first). */
const GROUPED = /^\d{1,3}(\.\d{3})+$/;

/**
 * A number as a Spanish speaker types it: "1,0872", "-22", "10.000", "10.000,5". A dot alone is read as the decimal
 * point too ("1.0872", what a keyboard's numeric pad writes), unless it groups thousands ("1.000" is one thousand).
 * Returns null for anything else ("", "1,2,3", "abc", "1e5").
 */
export function parseSpanishNumber(input: string): number | null {
  const decimal = parseSpanishDecimal(input);
  return decimal === null ? null : Number(decimal);
}

/**
 * The same reading as `parseSpanishNumber`, as the dot-decimal string the shared calculators take ("1,0850" →
 * "1.0850", "10.000,5" → "10000.5"), so a typed price reaches them exactly, never through a float.
 */
export function parseSpanishDecimal(input: string): string | null {
  let text = input.replace(SPACES, '');
  let sign = '';
  if (text.startsWith('-') || text.startsWith('+')) {
    sign = text.startsWith('-') ? '-' : '';
    text = text.slice(1);
  }
  const [whole = '', fraction, ...rest] = text.split(',');
  if (rest.length > 0 || whole === '' || (fraction !== undefined && !DIGITS.test(fraction))) {
    return null;
  }
  let integerPart: string;
  let decimals = fraction ?? '';
  if (DIGITS.test(whole)) integerPart = whole;
  else if (GROUPED.test(whole)) integerPart = whole.replaceAll('.', '');
  else if (fraction === undefined && /^\d+\.\d+$/.test(whole)) {
    [integerPart = '', decimals = ''] = whole.split('.');
  } else return null;
  const decimal = `${sign}${decimals ? `${integerPart}.${decimals}` : integerPart}`;
  return Number.isFinite(Number(decimal)) ? decimal : null;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, format);
  }
  return format;
}

/** A number in Spanish with at most `maxDecimals` decimals: 3616,67; 108.500; 0,5. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return formatter(0, maxDecimals).format(value);
}

/** A price with a fixed number of decimals, as quotes are written: 1,0850; 151,20. */
export function formatPrice(value: number, decimals: number): string {
  return formatter(decimals, decimals).format(value);
}

/** How many decimals a set of prices is quoted with (the most any of them uses), between 2 and 5. */
export function priceDecimals(prices: number[]): number {
  let most = 0;
  for (const price of prices) {
    const [, fraction = ''] = String(price).split('.');
    if (!String(price).includes('e')) most = Math.max(most, fraction.length);
  }
  return Math.min(5, Math.max(2, most));
}

/** A percentage as Spanish writes it, with its space: "75 %". */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 0)} %`;
}
